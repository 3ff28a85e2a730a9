import { Link } from '@cvb/router';
import styled from 'styled-components';
import type { MandiMover } from '@cvb/contracts';
import { Card, SectionTitle } from '@cvb/ui';
import { commodityName } from '../shared/commodity-name';
import { formatDate, formatRupees } from '../shared/locale-format';
import { Down, Up } from '../shared/price-table';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';
import { marketPath } from './mandi-records-table';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.tablet}) { grid-template-columns: 1fr 1fr; }`}
  ol {
    margin: 0;
    padding-left: 1.2em;
  }
  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.body};
  }
`;

function MoverList({ title, movers }: { title: string; movers: MandiMover[] }) {
  const t = useEmandiTexts();
  const locale = useLocale();
  return (
    <div>
      <h3>{title}</h3>
      <ol>
        {movers.map(({ record, changePercent, previousDate }) => {
          const Change = changePercent > 0 ? Up : Down;
          return (
            <li key={`${record.market.slug}/${record.commodity.slug}/${record.variety}`}>
              <Link to={`/emandi/${record.commodity.slug}`}>{commodityName(record.commodity, locale)}</Link>
              {', '}
              <Link to={marketPath(record)}>{record.market.name}</Link>:{' '}
              {formatRupees(record.modalPrice, locale)}{' '}
              <Change>
                {changePercent > 0 ? '▲' : '▼'} {Math.abs(changePercent).toFixed(1)}%{' '}
                {t('mandi.since', { date: formatDate(previousDate, locale) })}
              </Change>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function TopMovers({ gainers, losers }: { gainers: MandiMover[]; losers: MandiMover[] }) {
  const t = useEmandiTexts();
  if (gainers.length === 0 && losers.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="top-movers-title">
      <SectionTitle id="top-movers-title">{t('mandi.topMovers')}</SectionTitle>
      <Columns>
        <MoverList title={t('mandi.gainers')} movers={gainers} />
        <MoverList title={t('mandi.losers')} movers={losers} />
      </Columns>
    </Card>
  );
}
