import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@cvb/ui';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(6)};
`;

interface ImplementsPagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Previous / "page x of y" / next; nothing when every implement fits on one page. */
export function ImplementsPager({ page, total, pageSize, onPage }: ImplementsPagerProps) {
  const { t } = useTranslation('implements');
  const pages = Math.ceil(total / Math.max(1, pageSize));
  if (pages <= 1) return null;
  return (
    <Nav aria-label={t('pages')}>
      <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span aria-current="page">{t('pageOf', { page, pages })}</span>
      <Button $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </Nav>
  );
}
