import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import styled from 'styled-components';
import { fetchSimilarModels, useApiData } from '@cvb/api-client';
import type { VehicleVertical } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Carousel, DataState, Skeleton } from '@cvb/ui';
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

/** Models like this one (`general/similar-data`) in a row that scrolls sideways, each card leading to its model page. */
export function SimilarVehicles({ vertical, modelSlug }: { vertical: VehicleVertical; modelSlug: string }) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const similar = useApiData(
    (signal) => fetchSimilarModels(vertical, modelSlug, locale, signal),
    `${vertical}/${modelSlug}:${locale}`,
  );
  return (
    <DataState
      result={similar}
      skeleton={<Skeleton $height="220px" />}
      isEmpty={(models) => models.length === 0}
      empty={<p>{t('model.noSimilar')}</p>}
    >
      {(models) => (
        <Carousel label={t('model.similar')} inNamedSection perView={{ phone: 1.3, tablet: 2.5, desktop: 4 }}>
          {models.map((model) => (
            <CardLink key={model.id} to={modelPath(vertical, model.brandSlug, model.slug)}>
              <ModelCard model={model} />
            </CardLink>
          ))}
        </Carousel>
      )}
    </DataState>
  );
}
