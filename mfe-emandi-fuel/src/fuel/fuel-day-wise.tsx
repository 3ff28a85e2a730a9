import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { fetchFuelDayWise, useApiData } from '@cvb/api-client';
import { FUEL_DAY_WISE_FIRST_DAYS, type FuelKind } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Card, Muted, SectionTitle, Skeleton } from '@cvb/ui';
import { formatDate, formatRupees, formatShortDate } from '../shared/locale-format';
import { PeriodSwitch } from '../shared/period-switch';
import { PriceChart } from '../shared/price-chart';
import { TableBox } from '../shared/price-table';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';
import { PriceChange } from './price-change';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
`;

const Scroll = styled.div`
  max-height: 420px;
  overflow-y: auto;
  margin-top: ${({ theme }) => theme.space(3)};
`;

const PERIODS = [30, 90, 365] as const;
const FUEL_COLOURS: Record<FuelKind, string> = { petrol: '#0b5cab', diesel: '#b45309', cng: '#067647' };

/** A history chart and the day-wise table of one fuel in a state (average of its cities) or a city. */
export function FuelDayWise({
  fuel,
  place,
  placeName,
}: {
  fuel: FuelKind;
  place: { state?: string; city?: string };
  placeName: string;
}) {
  const t = useEmandiTexts();
  const locale = useLocale();
  const [days, setDays] = useState<number>(FUEL_DAY_WISE_FIRST_DAYS);
  const result = useApiData(
    (signal) => fetchFuelDayWise(fuel, place, days, signal),
    `${fuel}:${place.state}:${place.city}:${days}`,
  );
  const fuelName = t(`fuel.${fuel}`);
  const formatAxisDate = useCallback((date: string) => formatShortDate(date, locale), [locale]);
  const formatValue = useCallback((value: number) => formatRupees(value, locale, 2), [locale]);
  const data = result.status === 'ready' ? result.data : undefined;
  const chart = useMemo(() => {
    if (!data) return undefined;
    const oldestFirst = [...data.days].reverse();
    return {
      dates: oldestFirst.map((day) => day.date),
      series: [{ label: fuelName, color: FUEL_COLOURS[fuel], values: oldestFirst.map((day) => day.price) }],
    };
  }, [data, fuel, fuelName]);
  return (
    <Card as="section" aria-labelledby={`day-wise-${fuel}`}>
      <Head>
        <SectionTitle id={`day-wise-${fuel}`}>
          {t('fuel.dayWise', { fuel: fuelName, place: placeName })}
        </SectionTitle>
        <PeriodSwitch
          value={days}
          options={PERIODS}
          label={t('fuel.history', { fuel: fuelName })}
          optionLabel={(count) => t('mandi.days', { count })}
          onChange={setDays}
        />
      </Head>
      <ApiDataView
        result={result}
        skeleton={<Skeleton $height="420px" />}
        isEmpty={(answer) => answer.days.length === 0}
        empty={<Muted as="p">{t('fuel.noCng', { place: placeName })}</Muted>}
      >
        {(answer) => (
          <>
            {chart && (
              <PriceChart
                label={t('fuel.chartLabel', { fuel: fuelName, place: placeName, days })}
                formatDate={formatAxisDate}
                formatValue={formatValue}
                height={220}
                {...chart}
              />
            )}
            <Scroll>
              <TableBox name={t('fuel.dayWise', { fuel: fuelName, place: placeName })}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('fuel.date')}</th>
                      <th scope="col" className="number">
                        {`${fuelName} (${fuel === 'cng' ? t('fuel.perKg') : t('fuel.perLitre')})`}
                      </th>
                      <th scope="col" className="number">
                        {t('fuel.change')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.days.map((day) => (
                      <tr key={day.date}>
                        <th scope="row">{formatDate(day.date, locale)}</th>
                        <td className="number key">{formatRupees(day.price, locale, 2)}</td>
                        <td className="number">
                          {day.change === 0 ? (
                            <Muted>{t('fuel.noChange')}</Muted>
                          ) : (
                            <PriceChange change={day.change} />
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableBox>
            </Scroll>
          </>
        )}
      </ApiDataView>
    </Card>
  );
}
