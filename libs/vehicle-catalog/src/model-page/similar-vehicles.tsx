import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fetchSimilarModels, useApiData } from '@cvb/api-client';
import type { VehicleVertical } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { CardGrid, Skeleton } from '@cvb/ui';
import { ModelCard } from '../search-page/model-card';
import { modelPath } from './vertical-paths';

const CardLink = styled(Link)`
  display: block;
  height: 100%;
  color: inherit;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;

/** Models like this one (`general/similar-data`), each card leading to its model page. */
export function SimilarVehicles({ vertical, modelSlug }: { vertical: VehicleVertical; modelSlug: string }) {
  const { t } = useTranslation('catalog');
  const locale = useAppSelector(selectLocale);
  const similar = useApiData(
    (signal) => fetchSimilarModels(vertical, modelSlug, locale, signal),
    `${vertical}/${modelSlug}:${locale}`,
  );
  return (
    <ApiDataView
      result={similar}
      skeleton={<Skeleton $height="220px" />}
      isEmpty={(models) => models.length === 0}
      empty={<p>{t('model.noSimilar')}</p>}
    >
      {(models) => (
        <CardGrid>
          {models.map((model) => (
            <li key={model.id}>
              <CardLink to={modelPath(vertical, model.brandSlug, model.slug)}>
                <ModelCard model={model} />
              </CardLink>
            </li>
          ))}
        </CardGrid>
      )}
    </ApiDataView>
  );
}
