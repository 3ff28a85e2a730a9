import { Link } from '@cvb/router';
import styled from 'styled-components';
import { fetchMandiHome, useApiData } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { Card, Container, Lead, Muted, PageTitle, Skeleton } from '@cvb/ui';
import { commodityName } from '../shared/commodity-name';
import { formatDate, formatNumber } from '../shared/locale-format';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';
import { MandiFilters } from './mandi-filters';
import { MandiHistory } from './mandi-history';
import { MandiRecordsTable } from './mandi-records-table';
import { TopMovers } from './top-movers';
import { useMandiChoice } from './use-mandi-choice';

const Stack = styled.div`
  display: grid;
  /* A wide chart or table scrolls inside its card instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
`;

/** /emandi: search by commodity, state, district and market; today's prices, top movers, a history chart. */
export default function EmandiHomePage() {
  const t = useEmandiTexts();
  const locale = useLocale();
  const { filter, search, choose } = useMandiChoice();
  const home = useApiData(
    (signal) => fetchMandiHome({ ...filter, _locale: locale }, signal),
    `${search}:${locale}`,
  );
  const commodities =
    home.status === 'ready'
      ? home.data.commodities
      : home.status === 'loading'
        ? (home.previous?.commodities ?? [])
        : [];
  const chosenCommodity = commodities.find((item) => item.slug === filter.commodity);
  return (
    <Container>
      <PageTitle>{t('mandi.title')}</PageTitle>
      <Lead>{t('mandi.lead')}</Lead>
      <Card>
        <MandiFilters commodities={commodities} value={filter} onChange={choose} />
      </Card>
      <Stack>
        {filter.commodity && filter.state && (
          <MandiHistory
            commodity={filter.commodity}
            state={filter.state}
            district={filter.district}
            market={filter.market}
          />
        )}
        {(chosenCommodity || (filter.state && filter.district && filter.market)) && (
          <Links>
            {chosenCommodity && (
              <Link to={`/emandi/${chosenCommodity.slug}`}>
                {t('mandi.allMarkets', { commodity: commodityName(chosenCommodity, locale) })}
              </Link>
            )}
            {filter.state && filter.district && filter.market && (
              <Link to={`/emandi/market/${filter.state}/${filter.district}/${filter.market}`}>
                {t('mandi.marketPage', { market: filter.market.replace(/-/g, ' ') })}
              </Link>
            )}
          </Links>
        )}
        <ApiDataView
          result={home}
          skeleton={<Skeleton $height="520px" />}
          isEmpty={(answer) => answer.records.length === 0}
          empty={<Muted as="p">{t('mandi.noPrices')}</Muted>}
        >
          {(answer) => (
            <>
              <section aria-labelledby="today-title">
                <h2 id="today-title" style={{ margin: 0 }}>
                  {answer.date
                    ? t('mandi.pricesOn', { date: formatDate(answer.date, locale) })
                    : t('mandi.title')}
                </h2>
                <MandiRecordsTable
                  records={answer.records}
                  caption={t('mandi.title')}
                  lead="commodity"
                  fileName={`mandi-prices-${answer.date}.csv`}
                  summary={`${t('mandi.rows', {
                    shown: formatNumber(answer.records.length, locale),
                    total: formatNumber(answer.total, locale),
                  })} · ${t('mandi.perQuintal')}`}
                />
              </section>
              <TopMovers gainers={answer.gainers} losers={answer.losers} />
            </>
          )}
        </ApiDataView>
      </Stack>
    </Container>
  );
}
