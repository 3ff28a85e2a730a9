import type { VehicleVertical } from '@cvb/contracts';
import { useTranslation } from 'react-i18next';
import { fetchVehicleBrands, useApiData } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { CardGrid, Skeleton } from '@cvb/ui';
import { BrandCard, BrandCardLink } from '../brand-list/brand-card';
import { verticalDefinition } from '@cvb/contracts';
import { SectionHeader } from './section-header';

/** The vertical's most popular brands as cards linking to their brand pages. */
export function TopBrands({ vertical, limit = 8 }: { vertical: VehicleVertical; limit?: number }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const locale = useAppSelector(selectLocale);
  const definition = verticalDefinition(vertical);
  const brands = useApiData(
    (signal) =>
      fetchVehicleBrands(vertical, { _sort: 'popularity:DESC', _limit: limit, _locale: locale }, signal),
    `${vertical}:${limit}:${locale}`,
  );
  const headingId = `top-brands-${vertical}`;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title={t(`catalogue:landing.${vertical}.topBrands`)}
        viewAllPath={`${definition.basePath}/brands`}
      />
      <ApiDataView
        result={brands}
        isEmpty={(list) => list.length === 0}
        empty={<p>{t('catalogue:noBrands')}</p>}
        skeleton={
          <CardGrid>
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <Skeleton $height="150px" />
              </li>
            ))}
          </CardGrid>
        }
      >
        {(list) => (
          <CardGrid>
            {list.map((brand) => (
              <li key={brand.id}>
                <BrandCardLink to={`${definition.basePath}/${brand.slug}`}>
                  <BrandCard brand={brand} />
                </BrandCardLink>
              </li>
            ))}
          </CardGrid>
        )}
      </ApiDataView>
    </section>
  );
}
