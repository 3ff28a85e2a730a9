import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import styled from 'styled-components';
import { SectionTitle } from '@cvb/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

/** A landing section's h2 with an optional "View all" link whose name also says which list. */
export function SectionHeader({
  id,
  title,
  viewAllPath,
}: {
  id: string;
  title: string;
  viewAllPath?: string;
}) {
  const { t } = useTranslation('catalogue');
  const viewAll = t('landing.viewAll');
  return (
    <Row>
      <SectionTitle id={id}>{title}</SectionTitle>
      {viewAllPath && (
        <Link to={viewAllPath} aria-label={`${viewAll}: ${title}`}>
          {viewAll}
        </Link>
      )}
    </Row>
  );
}
