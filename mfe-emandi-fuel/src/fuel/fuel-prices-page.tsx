import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { fetchFuelIndex, useApiData } from '@cvb/api-client';
import type { CityFuelPrice } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Card, Container, Lead, Muted, PageTitle, SectionTitle, Skeleton } from '@cvb/ui';
import { FuelLink } from '../shared/fuel-link';
import { formatDate, formatRupees } from '../shared/locale-format';
import { TableBox } from '../shared/price-table';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';
import { CityFuelTable } from './city-fuel-table';
import { FUEL_KINDS_SHOWN, fuelAllCitiesPath, fuelPlacePath } from './fuel-names';
import { usePlaceName } from '../shared/use-place-name';
import { useStateName } from '../shared/use-state-name';

const METROS = ['delhi', 'mumbai', 'kolkata', 'chennai', 'bengaluru', 'hyderabad'];

const Stack = styled.div`
  display: grid;
  /* A wide chart or table scrolls inside its card instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
`;

const Search = styled.div`
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 4px;
  }
  input {
    font: inherit;
    width: 100%;
    max-width: 420px;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: ${({ theme }) => theme.space(2)} 0 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  li a {
    display: inline-block;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
  }
`;

const AllCities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  padding: 0;
  margin: 0;
`;

interface StateAverage {
  state: string;
  stateSlug: string;
  petrol: number;
  diesel: number;
  cng: number | null;
}

const average = (values: number[]) =>
  Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;

function stateAverages(items: CityFuelPrice[]): StateAverage[] {
  const byState = new Map<string, CityFuelPrice[]>();
  for (const item of items) byState.set(item.stateSlug, [...(byState.get(item.stateSlug) ?? []), item]);
  return [...byState.values()].map((cities) => {
    const cng = cities.map((city) => city.cng).filter((value): value is number => value !== null);
    return {
      state: cities[0].state,
      stateSlug: cities[0].stateSlug,
      petrol: average(cities.map((city) => city.petrol)),
      diesel: average(cities.map((city) => city.diesel)),
      cng: cng.length > 0 ? average(cng) : null,
    };
  });
}

/** A city name without accents and case, for the search box. */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .toLowerCase();

/** /fuel-prices: today's prices in the metros, by state, and a city search. */
export default function FuelPricesPage() {
  const t = useEmandiTexts();
  const stateName = useStateName();
  const nameOf = usePlaceName();
  const locale = useLocale();
  const fuel = useApiData((signal) => fetchFuelIndex(undefined, signal), 'today');
  const [query, setQuery] = useState('');
  const data = fuel.status === 'ready' ? fuel.data : undefined;
  const states = useMemo(() => (data ? stateAverages(data.items) : []), [data]);
  const matches =
    data && query.trim().length >= 2
      ? data.items
          .filter((item) => [item.city, nameOf(item.city)].some((name) => plain(name).includes(plain(query))))
          .slice(0, 12)
      : [];
  return (
    <Container>
      <PageTitle>{t('fuel.title')}</PageTitle>
      <Lead>{t('fuel.lead', { count: data?.items.length ?? 200 })}</Lead>
      <ApiDataView result={fuel} skeleton={<Skeleton $height="480px" />}>
        {(answer) => (
          <Stack>
            <Muted>{t('fuel.asOf', { date: formatDate(answer.date, locale) })}</Muted>
            <Card as="section" aria-labelledby="city-search-title">
              <Search>
                <SectionTitle as="label" id="city-search-title" htmlFor="fuel-city-search">
                  {t('fuel.searchCity')}
                </SectionTitle>
                <input
                  id="fuel-city-search"
                  type="search"
                  value={query}
                  placeholder={t('fuel.searchPlaceholder')}
                  onChange={(event) => setQuery(event.target.value)}
                  autoComplete="off"
                />
                {query.trim().length >= 2 && matches.length === 0 && <Muted as="p">{t('fuel.noCity')}</Muted>}
                {matches.length > 0 && (
                  <ul aria-label={t('fuel.searchCity')}>
                    {matches.map((item) => (
                      <li key={item.citySlug}>
                        <FuelLink to={fuelPlacePath('petrol', item.citySlug)}>
                          {nameOf(item.city)}: {formatRupees(item.petrol, locale, 2)} /{' '}
                          {formatRupees(item.diesel, locale, 2)}
                        </FuelLink>
                      </li>
                    ))}
                  </ul>
                )}
              </Search>
            </Card>
            <section aria-labelledby="metros-title">
              <SectionTitle id="metros-title">{t('fuel.metros')}</SectionTitle>
              <CityFuelTable
                items={METROS.map((slug) => answer.items.find((item) => item.citySlug === slug)).filter(
                  (item): item is CityFuelPrice => item !== undefined,
                )}
                fuels={FUEL_KINDS_SHOWN}
                caption={t('fuel.metros')}
              />
            </section>
            <AllCities>
              {FUEL_KINDS_SHOWN.map((kind) => (
                <li key={kind}>
                  <FuelLink to={fuelAllCitiesPath(kind)}>
                    {t('fuel.allCities', { fuel: t(`fuel.${kind}`) })}
                  </FuelLink>
                </li>
              ))}
            </AllCities>
            <section aria-labelledby="by-state-title">
              <SectionTitle id="by-state-title">{t('fuel.byState')}</SectionTitle>
              <TableBox name={t('fuel.byState')}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('fuel.state')}</th>
                      {FUEL_KINDS_SHOWN.map((kind) => (
                        <th scope="col" className="number" key={kind}>
                          {t(`fuel.${kind}`)}
                          <small>{kind === 'cng' ? t('fuel.perKg') : t('fuel.perLitre')}</small>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {states.map((state) => (
                      <tr key={state.stateSlug}>
                        <th scope="row">
                          <FuelLink to={fuelPlacePath('petrol', state.stateSlug)}>
                            {stateName(state.state)}
                          </FuelLink>
                        </th>
                        <td className="number key">{formatRupees(state.petrol, locale, 2)}</td>
                        <td className="number">{formatRupees(state.diesel, locale, 2)}</td>
                        <td className="number">
                          {state.cng === null ? '–' : formatRupees(state.cng, locale, 2)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableBox>
            </section>
          </Stack>
        )}
      </ApiDataView>
    </Container>
  );
}
