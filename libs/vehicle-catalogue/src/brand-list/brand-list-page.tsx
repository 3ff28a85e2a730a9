import { useTranslation } from 'react-i18next';
import { fetchVehicleBrands, useApiData } from '@cvb/api-client';
import { selectLocale, useAppSelector } from '@cvb/store';
import { CardGrid, Container, ErrorPanel, Lead, PageTitle, Skeleton, useErrorText } from '@cvb/ui';
import { verticalDefinition, type VehicleVertical } from '@cvb/contracts';
import { BrandCard, BrandCardLink } from './brand-card';

/** Every brand of a vertical with its model count and price range, read from the API. */
export function BrandListPage({ vertical }: { vertical: VehicleVertical }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const errorText = useErrorText();
  const locale = useAppSelector(selectLocale);
  const brands = useApiData(
    (signal) =>
      fetchVehicleBrands(vertical, { _sort: 'popularity:DESC', _limit: -1, _locale: locale }, signal),
    `${vertical}:${locale}`,
  );

  return (
    <Container>
      <PageTitle>{t(`catalogue:brandsTitle.${vertical}`)}</PageTitle>
      <Lead>{t('catalogue:brandsLead')}</Lead>
      {brands.status === 'loading' && (
        <CardGrid aria-busy="true" aria-label={t('common:loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <Skeleton $height="150px" />
            </li>
          ))}
        </CardGrid>
      )}
      {brands.status === 'error' && (
        <ErrorPanel
          title={t('common:dataError')}
          body={errorText(brands.error)}
          retryLabel={t('common:retry')}
          onRetry={brands.retry}
        />
      )}
      {brands.status === 'ready' && brands.data.length === 0 && <p>{t('catalogue:noBrands')}</p>}
      {brands.status === 'ready' && brands.data.length > 0 && (
        <CardGrid>
          {brands.data.map((brand) => (
            <li key={brand.id}>
              <BrandCardLink to={`${verticalDefinition(vertical).basePath}/${brand.slug}`}>
                <BrandCard brand={brand} />
              </BrandCardLink>
            </li>
          ))}
        </CardGrid>
      )}
    </Container>
  );
}
