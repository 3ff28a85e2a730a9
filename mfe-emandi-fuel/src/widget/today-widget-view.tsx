import styled from 'styled-components';
import { fetchFuelIndex, fetchMandiHome, useApiData } from '@cvb/api-client';
import { DEFAULT_CITY, type CityFuelPrice, type MandiRecord } from '@cvb/contracts';
import { placeName } from '@cvb/i18n';
import { ApiDataView } from '@cvb/mfe-kit';
import { selectCity, useAppSelector } from '@cvb/store';
import { Card, SectionTitle, Skeleton } from '@cvb/ui';
import { Link } from '@cvb/router';
import { commodityName } from '../shared/commodity-name';
import { FuelLink } from '../shared/fuel-link';
import { formatRupees } from '../shared/locale-format';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';
import { PriceChange } from '../fuel/price-change';

const Items = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.tablet}) { grid-template-columns: repeat(3, 1fr); }`}
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
  }
  strong {
    display: block;
    font-size: 1.5rem;
  }
`;

const Links = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  flex-wrap: wrap;
  margin: 0;
`;

/** The fuel list's row of the catalogue's default city (New Delhi), whose fuel prices are Delhi's. */
const DEFAULT_CITY_FUEL_SLUG = 'delhi';

/** The city's own row, else Delhi's. */
function cityRow(items: CityFuelPrice[], citySlug: string): CityFuelPrice | undefined {
  const slug = citySlug === DEFAULT_CITY.slug ? DEFAULT_CITY_FUEL_SLUG : citySlug;
  return (
    items.find((item) => item.citySlug === slug) ??
    items.find((item) => item.citySlug === DEFAULT_CITY_FUEL_SLUG)
  );
}

/** Two staple commodities of the city's state (or of any state), modal price of the day. */
function nearbyRecords(records: MandiRecord[], stateSlug: string): MandiRecord[] {
  const local = records.filter((record) => record.state.slug === stateSlug);
  const pool = local.length >= 2 ? local : records;
  const seen = new Set<string>();
  return pool
    .filter((record) => !seen.has(record.commodity.slug) && seen.add(record.commodity.slug))
    .slice(0, 2);
}

export function TodayWidget() {
  const t = useEmandiTexts();
  const locale = useLocale();
  const city = useAppSelector(selectCity);
  const data = useApiData(async (signal) => {
    const fuel = await fetchFuelIndex(undefined, signal);
    const row = cityRow(fuel.items, city.slug);
    const mandi = await fetchMandiHome({ _locale: locale }, signal);
    return { row, records: nearbyRecords(mandi.records, row?.stateSlug ?? 'delhi') };
  }, `${city.slug}:${locale}`);
  return (
    <Card as="section" aria-labelledby="today-widget-title">
      <SectionTitle id="today-widget-title">
        {t('widget.title', { city: placeName(city.name, locale) })}
      </SectionTitle>
      <ApiDataView result={data} skeleton={<Skeleton $height="120px" />}>
        {({ row, records }) => (
          <>
            <Items>
              {row && (
                <li>
                  {t('widget.diesel', { city: placeName(row.city, locale) })}
                  <strong>
                    {formatRupees(row.diesel, locale, 2)}
                    <PriceChange change={row.dieselChange} />
                  </strong>
                </li>
              )}
              {records.map((record) => (
                <li key={record.commodity.slug}>
                  {t('widget.mandi', {
                    commodity: commodityName(record.commodity, locale),
                    market: record.market.name,
                  })}
                  <strong>{formatRupees(record.modalPrice, locale)}</strong>
                  <small>{t('mandi.perQuintal')}</small>
                </li>
              ))}
            </Items>
            <Links>
              <FuelLink to="/fuel-prices">{t('widget.more')}</FuelLink>
              <Link to="/emandi">{t('widget.moreMandi')}</Link>
            </Links>
          </>
        )}
      </ApiDataView>
    </Card>
  );
}
