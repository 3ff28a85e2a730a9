import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { fetchMandiHistory, useApiData } from '@cvb/api-client';
import { MANDI_HISTORY_DAYS } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Card, Muted, SectionTitle, Skeleton } from '@cvb/ui';
import { commodityName } from '../shared/commodity-name';
import { formatRupees, formatShortDate } from '../shared/locale-format';
import { PeriodSwitch } from '../shared/period-switch';
import { PriceChart } from '../shared/price-chart';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';

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

export interface MandiHistoryProps {
  commodity: string;
  state: string;
  district?: string;
  market?: string;
}

/** Min / modal / max of a commodity in a market, district or state over 30, 90 or 365 days. */
export function MandiHistory({ commodity, state, district, market }: MandiHistoryProps) {
  const t = useEmandiTexts();
  const locale = useLocale();
  const [days, setDays] = useState<number>(30);
  const query = { commodity, state, district, market: district ? market : undefined, days, _locale: locale };
  const history = useApiData((signal) => fetchMandiHistory(query, signal), JSON.stringify(query));
  const formatDate = useCallback((date: string) => formatShortDate(date, locale), [locale]);
  const formatValue = useCallback((value: number) => formatRupees(value, locale), [locale]);
  const data = history.status === 'ready' ? history.data : undefined;
  const chart = useMemo(
    () =>
      data && {
        dates: data.points.map((point) => point.date),
        series: [
          {
            label: t('mandi.max'),
            color: '#067647',
            values: data.points.map((point) => point.max),
            dash: [6, 4],
          },
          { label: t('mandi.modal'), color: '#0b5cab', values: data.points.map((point) => point.modal) },
          {
            label: t('mandi.min'),
            color: '#b42318',
            values: data.points.map((point) => point.min),
            dash: [6, 4],
          },
        ],
      },
    [data, t],
  );
  return (
    <Card as="section" aria-labelledby="mandi-history-title">
      <Head>
        <SectionTitle id="mandi-history-title">{t('mandi.history')}</SectionTitle>
        <PeriodSwitch
          value={days}
          options={MANDI_HISTORY_DAYS}
          label={t('mandi.history')}
          optionLabel={(count) => t('mandi.days', { count })}
          onChange={setDays}
        />
      </Head>
      <ApiDataView
        result={history}
        skeleton={<Skeleton $height="300px" />}
        isEmpty={(answer) => answer.points.length === 0}
        empty={<Muted>{t('mandi.noHistory')}</Muted>}
      >
        {(answer) => (
          <>
            <Muted as="p">
              {t('mandi.historyOf', {
                commodity: commodityName(answer.commodity, locale),
                place: answer.place,
              })}
            </Muted>
            {chart && (
              <PriceChart
                label={t('mandi.chartLabel', {
                  commodity: commodityName(answer.commodity, locale),
                  place: answer.place,
                  days: answer.days,
                })}
                formatDate={formatDate}
                formatValue={formatValue}
                {...chart}
              />
            )}
          </>
        )}
      </ApiDataView>
    </Card>
  );
}
