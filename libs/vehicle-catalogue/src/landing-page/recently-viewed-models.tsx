import type { VehicleVertical } from '@cvb/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import styled from 'styled-components';
import { SectionTitle } from '@cvb/ui';

import { readVisitedModels, type VisitedModel } from '../recently-viewed';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  overflow-x: auto;
  li {
    flex: 0 0 160px;
  }
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  img {
    width: 100%;
    height: 96px;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** The models of this vertical the visitor opened lately (`visitedModels`); nothing when there are none. */
export function RecentlyViewedModels({ vertical }: { vertical: VehicleVertical }) {
  const { t } = useTranslation('catalogue');
  // Read after the first render: the server's view of the page, which the browser hydrates, has no history.
  const [models, setModels] = useState<VisitedModel[]>([]);
  useEffect(() => {
    setModels(readVisitedModels().filter((model) => model.vertical === vertical));
  }, [vertical]);
  if (models.length === 0) return null;
  const headingId = `recently-viewed-${vertical}`;
  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{t(`landing.${vertical}.recentlyViewed`)}</SectionTitle>
      <List>
        {models.map((model) => (
          <li key={`${model.brandSlug}/${model.modelSlug}`}>
            <Link to={model.link}>
              {model.image && <img src={model.image} alt="" width={160} height={96} loading="lazy" />}
              {model.name}
            </Link>
          </li>
        ))}
      </List>
    </section>
  );
}
