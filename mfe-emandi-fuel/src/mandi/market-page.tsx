import { useState, type ChangeEvent } from 'react';
import { useParams } from '@cvb/router';
import styled from 'styled-components';
import { fetchMandiMarket, useApiData } from '@cvb/api-client';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { Container, Lead, Muted, PageTitle, SectionTitle, Skeleton } from '@cvb/ui';
import { commodityName } from '../shared/commodity-name';
import { formatDate } from '../shared/locale-format';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';
import { MandiHistory } from './mandi-history';
import { MandiRecordsTable } from './mandi-records-table';
import { useStateName } from '../shared/use-state-name';

const Stack = styled.div`
  display: grid;
  /* A wide chart or table scrolls inside its card instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  label {
    display: inline-flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.small};
  }
  select {
    max-width: 100%;
    font: inherit;
    min-height: 44px;
    padding: 8px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** /emandi/market/{state}/{district}/{market}: every commodity of one market, and a commodity's history there. */
export default function MarketPage() {
  const { state = '', district = '', market = '' } = useParams();
  const t = useEmandiTexts();
  const stateName = useStateName();
  const locale = useLocale();
  const [chosen, setChosen] = useState('');
  const answer = useApiData(
    (signal) => fetchMandiMarket({ state, district, market }, locale, signal),
    `${state}/${district}/${market}:${locale}`,
  );
  if (answer.status === 'error' && /404/.test(answer.error.message)) return <RemoteNotFound />;
  return (
    <Container>
      <ApiDataView result={answer} skeleton={<Skeleton $height="640px" />}>
        {(data) => {
          const commodities = data.records.map((record) => record.commodity);
          const commodity = chosen || commodities[0]?.slug || '';
          return (
            <Stack>
              <div>
                <PageTitle>{t('mandi.marketTitle', { market: data.market.name })}</PageTitle>
                <Lead>
                  {t('mandi.marketLead', { district: data.district.name, state: stateName(data.state.name) })}
                </Lead>
              </div>
              {commodity && (
                <>
                  <label>
                    {t('mandi.commodity')}
                    <select
                      value={commodity}
                      onChange={(event: ChangeEvent<HTMLSelectElement>) => setChosen(event.target.value)}
                    >
                      {commodities.map((item) => (
                        <option key={item.slug} value={item.slug}>
                          {commodityName(item, locale)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <MandiHistory commodity={commodity} state={state} district={district} market={market} />
                </>
              )}
              <section aria-labelledby="market-prices-title">
                <SectionTitle id="market-prices-title">
                  {data.date
                    ? t('mandi.pricesOn', { date: formatDate(data.date, locale) })
                    : data.market.name}
                </SectionTitle>
                {data.records.length === 0 ? (
                  <Muted as="p">{t('mandi.noPrices')}</Muted>
                ) : (
                  <MandiRecordsTable
                    records={data.records}
                    caption={t('mandi.marketPage', { market: data.market.name })}
                    lead="commodity"
                    fileName={`${market}-${data.date}.csv`}
                    summary={t('mandi.perQuintal')}
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
