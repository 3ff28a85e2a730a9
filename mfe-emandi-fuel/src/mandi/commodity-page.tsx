import { useState, type ChangeEvent } from 'react';
import { useParams } from '@cvb/router';
import styled from 'styled-components';
import { fetchMandiDetail, useApiData } from '@cvb/api-client';
import { MANDI_COMMODITY_LIMIT, type MandiSort } from '@cvb/contracts';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { Card, Container, Lead, Muted, PageTitle, SectionTitle, Skeleton } from '@cvb/ui';
import { commodityName } from '../shared/commodity-name';
import { formatDate, formatNumber, formatRupees } from '../shared/locale-format';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';
import { MandiHistory } from './mandi-history';
import { SetMandiAlert } from './set-mandi-alert';
import { MandiRecordsTable, marketPath } from './mandi-records-table';
import { Link } from '@cvb/router';
import { useStateName } from '../shared/use-state-name';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.small};
  }
  select {
    font: inherit;
    min-height: 44px;
    padding: 8px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Stack = styled.div`
  display: grid;
  /* A wide chart or table scrolls inside its card instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
`;

const Best = styled.p`
  font-size: ${({ theme }) => theme.font.size.large};
  margin: 0;
`;

/** /emandi/{commodity}: every market's price of the day, sortable, the best price in your state, history. */
export default function CommodityPage() {
  const { commodity = '' } = useParams();
  const t = useEmandiTexts();
  const stateName = useStateName();
  const locale = useLocale();
  const [sort, setSort] = useState<MandiSort>('modal_desc');
  const [yourState, setYourState] = useState('');
  const detail = useApiData(
    (signal) =>
      fetchMandiDetail({ commodity, _sort: sort, _limit: MANDI_COMMODITY_LIMIT, _locale: locale }, signal),
    `${commodity}:${sort}:${locale}`,
  );
  if (detail.status === 'error' && /404/.test(detail.error.message)) return <RemoteNotFound />;
  return (
    <Container>
      <ApiDataView result={detail} skeleton={<Skeleton $height="640px" />}>
        {(answer) => {
          const name = commodityName(answer.commodity, locale);
          const states = answer.bestByState
            .map((record) => ({ slug: record.state.slug, name: stateName(record.state.name) }))
            .sort((a, b) => a.name.localeCompare(b.name, locale));
          const state = yourState || states[0]?.slug || '';
          const best = answer.bestByState.find((record) => record.state.slug === state);
          return (
            <Stack>
              <div>
                <PageTitle>{t('mandi.commodityTitle', { commodity: name })}</PageTitle>
                <Lead>{t('mandi.commodityLead', { commodity: name })}</Lead>
                <SetMandiAlert commodity={answer.commodity.slug} name={name} records={answer.records} />
              </div>
              <Card as="section" aria-labelledby="best-title">
                <SectionTitle id="best-title">{t('mandi.bestInState')}</SectionTitle>
                <Controls>
                  <label>
                    {t('mandi.yourState')}
                    <select
                      value={state}
                      onChange={(event: ChangeEvent<HTMLSelectElement>) => setYourState(event.target.value)}
                    >
                      {states.map((option) => (
                        <option key={option.slug} value={option.slug}>
                          {option.name}
                        </option>
                      ))}
                    </select>
                  </label>
                </Controls>
                {best && (
                  <Best>
                    {t('mandi.bestAt', {
                      state: stateName(best.state.name),
                      market: best.market.name,
                      price: formatRupees(best.modalPrice, locale),
                    })}{' '}
                    <Link to={marketPath(best)}>{best.market.name}</Link>
                  </Best>
                )}
              </Card>
              {state && <MandiHistory commodity={commodity} state={state} />}
              <section aria-labelledby="markets-title">
                <SectionTitle id="markets-title">
                  {answer.date ? t('mandi.pricesOn', { date: formatDate(answer.date, locale) }) : name}
                </SectionTitle>
                <Controls>
                  <label>
                    {t('mandi.sortBy')}
                    <select
                      value={sort}
                      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                        setSort(event.target.value as MandiSort)
                      }
                    >
                      <option value="modal_desc">{t('mandi.sortHigh')}</option>
                      <option value="modal_asc">{t('mandi.sortLow')}</option>
                      <option value="market">{t('mandi.sortMarket')}</option>
                    </select>
                  </label>
                </Controls>
                {answer.records.length === 0 ? (
                  <Muted as="p">{t('mandi.noPrices')}</Muted>
                ) : (
                  <MandiRecordsTable
                    records={answer.records}
                    caption={t('mandi.allMarkets', { commodity: name })}
                    lead="market"
                    fileName={`${answer.commodity.slug}-${answer.date}.csv`}
                    summary={`${t('mandi.rows', {
                      shown: formatNumber(answer.records.length, locale),
                      total: formatNumber(answer.total, locale),
                    })} · ${t('mandi.perQuintal')}`}
                  />
                )}
              </section>
            </Stack>
          );
        }}
      </ApiDataView>
    </Container>
  );
}
