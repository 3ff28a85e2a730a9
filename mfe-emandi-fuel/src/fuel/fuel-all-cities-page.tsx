import type { FuelKind } from '@cvb/contracts';
import { fetchFuelAllCities, useApiData } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { Container, Lead, Muted, PageTitle, Skeleton } from '@cvb/ui';
import { formatDate, formatNumber } from '../shared/locale-format';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';
import { CityFuelTable } from './city-fuel-table';

/** /fuel-prices/{petrol|diesel|cng}-price-in-all-city: one fuel in every city, with the day's change. */
export default function FuelAllCitiesPage({ fuel }: { fuel: FuelKind }) {
  const t = useEmandiTexts();
  const locale = useLocale();
  const result = useApiData((signal) => fetchFuelAllCities(undefined, signal), 'all-cities');
  const fuelName = t(`fuel.${fuel}`);
  return (
    <Container>
      <PageTitle>{t('fuel.allCities', { fuel: fuelName })}</PageTitle>
      <ApiDataView result={result} skeleton={<Skeleton $height="640px" />}>
        {(answer) => {
          const items = answer.items.filter((item) => fuel !== 'cng' || item.cng !== null);
          return (
            <>
              <Lead>
                {t('fuel.allCitiesLead', { fuel: fuelName, count: formatNumber(items.length, locale) })}
              </Lead>
              <Muted as="p">{t('fuel.asOf', { date: formatDate(answer.date, locale) })}</Muted>
              <CityFuelTable
                items={items}
                fuels={
                  fuel === 'cng'
                    ? ['cng', 'petrol']
                    : fuel === 'petrol'
                      ? ['petrol', 'diesel']
                      : ['diesel', 'petrol']
                }
                caption={t('fuel.allCities', { fuel: fuelName })}
              />
            </>
          );
        }}
      </ApiDataView>
    </Container>
  );
}
