import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@cvb/router';
import { fetchCities, fetchDealers, useApiData, whenAll, type DealerVertical } from '@cvb/api-client';
import { slugWords } from '@cvb/format';
import { placeName } from '@cvb/i18n';
import { ApiDataView } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Container, PageTitle } from '@cvb/ui';
import { useCityName } from '../use-city-name';
import { CitySelect } from './city-select';
import { DealerList } from './dealer-list';
import { dealersPath } from './dealer-paths';
import { DealersSkeleton } from './dealers-skeleton';
import { DealersToolbar } from './dealers-toolbar';
import { NoDealers } from './no-dealers';

/** `/trucks/truck-dealers/:brandSlug/:citySlug`: the brand's dealers and service centres in one city. */
export function CityDealersPage({ vertical }: { vertical: DealerVertical }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const nameOf = useCityName();
  const locale = useAppSelector(selectLocale);
  const params = useParams();
  const brandSlug = params.brandSlug ?? '';
  const citySlug = params.citySlug ?? '';
  const result = useApiData(
    (signal) => whenAll([fetchDealers(vertical, { brandSlug, citySlug }, signal), fetchCities(signal)]),
    `${vertical}:${brandSlug}:${citySlug}`,
  );
  const loaded =
    result.status === 'ready' ? result.data : result.status === 'loading' ? result.previous : undefined;
  const brand = loaded?.[0].items[0]?.brandName ?? slugWords(brandSlug);
  const englishCity = loaded?.[1].find((candidate) => candidate.slug === citySlug)?.name;
  // The server's first view carries the cities; without them (a slow or failed answer), the slug's words name the
  // city in the page's language from its place table: "pune" is पुणे, never "Pune", on a Hindi page.
  const city = englishCity ? nameOf(englishCity) : placeName(slugWords(citySlug), locale);

  return (
    <Container>
      <PageTitle>{t('dealers.cityTitle', { brand, city })}</PageTitle>
      <ApiDataView result={result} skeleton={<DealersSkeleton />}>
        {([dealers, cities]) => (
          <>
            <DealersToolbar>
              <CitySelect
                cities={cities}
                value={cities.some((candidate) => candidate.slug === citySlug) ? citySlug : ''}
                onChange={(slug) => navigate(dealersPath(vertical, brandSlug, slug))}
              />
              <p aria-live="polite">{t('dealers.count', { count: dealers.total })}</p>
            </DealersToolbar>
            {dealers.items.length === 0 ? (
              <NoDealers vertical={vertical} />
            ) : (
              <DealerList dealers={dealers.items} />
            )}
          </>
        )}
      </ApiDataView>
    </Container>
  );
}
