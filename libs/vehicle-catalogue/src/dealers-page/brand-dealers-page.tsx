import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@cvb/router';
import { fetchCities, fetchDealers, useApiData, whenAll, type DealerVertical } from '@cvb/api-client';
import { slugWords } from '@cvb/format';
import { ApiDataView } from '@cvb/mfe-kit';
import { Container, PageTitle, SectionTitle } from '@cvb/ui';
import { useCityName } from '../use-city-name';
import { CitySelect } from './city-select';
import { DealerList } from './dealer-list';
import { dealersPath } from './dealer-paths';
import { DealersSkeleton } from './dealers-skeleton';
import { DealersToolbar } from './dealers-toolbar';
import { groupByCity } from './group-by-city';
import { NoDealers } from './no-dealers';

/** `/trucks/truck-dealers/:brandSlug`: every dealer and service centre of a brand, grouped by city. */
export function BrandDealersPage({ vertical }: { vertical: DealerVertical }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const nameOf = useCityName();
  const brandSlug = useParams().brandSlug ?? '';
  const result = useApiData(
    (signal) => whenAll([fetchDealers(vertical, { brandSlug }, signal), fetchCities(signal)]),
    `${vertical}:${brandSlug}`,
  );
  const loaded =
    result.status === 'ready' ? result.data : result.status === 'loading' ? result.previous : undefined;
  const brand = loaded?.[0].items[0]?.brandName ?? slugWords(brandSlug);

  return (
    <Container>
      <PageTitle>{t('dealers.brandTitle', { brand })}</PageTitle>
      <ApiDataView result={result} skeleton={<DealersSkeleton />}>
        {([dealers, cities]) => (
          <>
            <DealersToolbar>
              <CitySelect
                cities={cities}
                value=""
                onChange={(citySlug) => navigate(dealersPath(vertical, brandSlug, citySlug))}
              />
              <p aria-live="polite">{t('dealers.count', { count: dealers.total })}</p>
            </DealersToolbar>
            {dealers.items.length === 0 ? (
              <NoDealers vertical={vertical} />
            ) : (
              groupByCity(dealers.items).map((group) => (
                <section key={group.citySlug} aria-labelledby={`city-${group.citySlug}`}>
                  <SectionTitle id={`city-${group.citySlug}`}>{nameOf(group.city)}</SectionTitle>
                  <DealerList dealers={group.dealers} />
                </section>
              ))
            )}
          </>
        )}
      </ApiDataView>
    </Container>
  );
}
