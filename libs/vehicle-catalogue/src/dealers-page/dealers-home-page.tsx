import { useTranslation } from 'react-i18next';
import { fetchCities, fetchVehicleBrands, useApiData, whenAll, type DealerVertical } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { selectCity, selectLocale, useAppSelector } from '@cvb/store';
import { Container, Lead, PageTitle } from '@cvb/ui';
import { DealerChoiceForm } from './dealer-choice-form';
import { DealersSkeleton } from './dealers-skeleton';
import { defaultCitySlug } from './default-city';

/** `/trucks/truck-dealers`: choose a brand and a city. */
export function DealersHomePage({ vertical }: { vertical: DealerVertical }) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const storeCity = useAppSelector(selectCity);
  const choices = useApiData(
    (signal) =>
      whenAll([
        fetchVehicleBrands(vertical, { _sort: 'popularity:DESC', _limit: -1, _locale: locale }, signal),
        fetchCities(signal),
      ]),
    `${vertical}:${locale}`,
  );
  return (
    <Container>
      <PageTitle>{t(`dealers.title.${vertical}`)}</PageTitle>
      <Lead>{t('dealers.lead')}</Lead>
      <ApiDataView result={choices} skeleton={<DealersSkeleton />}>
        {([brands, cities]) => (
          <DealerChoiceForm
            vertical={vertical}
            brands={brands}
            cities={cities}
            initialCitySlug={defaultCitySlug(storeCity.slug, cities)}
          />
        )}
      </ApiDataView>
    </Container>
  );
}
