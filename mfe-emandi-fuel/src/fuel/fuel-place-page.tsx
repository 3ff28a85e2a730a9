import { useParams } from '@cvb/router';
import styled from 'styled-components';
import {
  fetchFuelCityPrices,
  fetchFuelPlace,
  fetchFuelStatePrices,
  mapSettled,
  useApiData,
} from '@cvb/api-client';
import type { CityFuelPrice, FuelKind, FuelPlaceResponse } from '@cvb/contracts';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { Card, Container, Lead, Muted, PageTitle, SectionTitle, Skeleton } from '@cvb/ui';
import { FuelLink } from '../shared/fuel-link';
import { formatDate, formatRupees } from '../shared/locale-format';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';
import { CityFuelTable } from './city-fuel-table';
import { FuelDayWise } from './fuel-day-wise';
import { FUEL_KINDS_SHOWN, fuelPlacePath } from './fuel-names';
import { PriceChange } from './price-change';
import { usePlaceName } from '../shared/use-place-name';
import { useStateName } from '../shared/use-state-name';
import { SetFuelAlert } from './set-fuel-alert';

const Stack = styled.div`
  display: grid;
  /* A wide chart or table scrolls inside its card instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
`;

const Today = styled.p`
  font-size: 2rem;
  font-weight: 700;
  margin: 0;
`;

const Others = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const priceOf = (item: CityFuelPrice, fuel: FuelKind) => (fuel === 'cng' ? item.cng : item[fuel]);
const changeOf = (item: CityFuelPrice, fuel: FuelKind) =>
  fuel === 'cng' ? item.cngChange : fuel === 'petrol' ? item.petrolChange : item.dieselChange;

function average(values: number[]): number | null {
  return values.length === 0
    ? null
    : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
}

function PlaceBody({ place }: { place: FuelPlaceResponse }) {
  const t = useEmandiTexts();
  const locale = useLocale();
  const isState = place.kind === 'state';
  const prices = useApiData(
    (signal) =>
      isState
        ? mapSettled(fetchFuelStatePrices(place.stateSlug, signal), (answer) => ({
            date: answer.date,
            cities: answer.cities,
          }))
        : mapSettled(fetchFuelCityPrices(place.citySlug, place.stateSlug, signal), (answer) => ({
            date: answer.date,
            cities: [answer.city],
          })),
    `${place.kind}:${place.citySlug}`,
  );
  const stateName = useStateName();
  const nameOf = usePlaceName();
  const fuelName = t(`fuel.${place.fuel}`);
  const placeName = isState ? stateName(place.state) : nameOf(place.city);
  const unit = place.fuel === 'cng' ? t('fuel.perKg') : t('fuel.perLitre');
  return (
    <Stack>
      <div>
        <PageTitle>{t('fuel.placeTitle', { fuel: fuelName, place: placeName })}</PageTitle>
        {!isState && (
          <SetFuelAlert city={place.citySlug} cityName={placeName} fuel={place.fuel} fuelName={fuelName} />
        )}
        <ApiDataView result={prices} skeleton={<Skeleton $height="120px" />}>
          {(answer) => {
            const values = answer.cities
              .map((city) => priceOf(city, place.fuel))
              .filter((value): value is number => value !== null);
            const today = average(values);
            const change = average(answer.cities.map((city) => changeOf(city, place.fuel)));
            if (today === null) return <Lead>{t('fuel.noCng', { place: placeName })}</Lead>;
            return (
              <>
                <Today>
                  {formatRupees(today, locale, 2)} <Muted>{unit}</Muted>
                  <PriceChange change={change ?? 0} />
                </Today>
                <Lead>
                  {t('fuel.placeLead', {
                    fuel: fuelName,
                    place: placeName,
                    price: `${formatRupees(today, locale, 2)} ${unit}`,
                  })}
                </Lead>
                <Muted>{t('fuel.asOf', { date: formatDate(answer.date, locale) })}</Muted>
              </>
            );
          }}
        </ApiDataView>
      </div>
      <Card as="nav" aria-label={t('fuel.otherFuels', { place: placeName })}>
        <Others>
          {FUEL_KINDS_SHOWN.filter((fuel) => fuel !== place.fuel).map((fuel) => (
            <li key={fuel}>
              <FuelLink to={fuelPlacePath(fuel, isState ? place.stateSlug : place.citySlug)}>
                {t('fuel.placeTitle', { fuel: t(`fuel.${fuel}`), place: placeName })}
              </FuelLink>
            </li>
          ))}
        </Others>
      </Card>
      <FuelDayWise
        fuel={place.fuel}
        place={isState ? { state: place.stateSlug } : { city: place.citySlug }}
        placeName={placeName}
      />
      {isState && prices.status === 'ready' && (
        <section aria-labelledby="state-cities-title">
          <SectionTitle id="state-cities-title">
            {t('fuel.stateCities', { state: stateName(place.state) })}
          </SectionTitle>
          <CityFuelTable
            items={prices.data.cities}
            fuels={
              place.fuel === 'cng'
                ? ['cng', 'petrol', 'diesel']
                : place.fuel === 'petrol'
                  ? ['petrol', 'diesel', 'cng']
                  : ['diesel', 'petrol', 'cng']
            }
            caption={t('fuel.stateCities', { state: stateName(place.state) })}
            linkFuel={place.fuel}
          />
        </section>
      )}
    </Stack>
  );
}

/** /fuel-prices/{fuel}-price-in-{state or city}: today's price, the day-wise table and history chart. */
export default function FuelPlacePage() {
  const { under = '' } = useParams();
  const place = useApiData((signal) => fetchFuelPlace(under, signal), under);
  if (place.status === 'error' && /404/.test(place.error.message)) return <RemoteNotFound />;
  return (
    <Container>
      <ApiDataView result={place} skeleton={<Skeleton $height="640px" />}>
        {(answer) => <PlaceBody place={answer} />}
      </ApiDataView>
    </Container>
  );
}
