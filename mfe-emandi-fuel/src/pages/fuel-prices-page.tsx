import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchFuelIndex, useApiData } from '@cvb/api-client';
import { Card, Container, ErrorPanel, Lead, Muted, PageTitle, Skeleton } from '@cvb/ui';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 10px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:nth-child(n + 3),
  th:nth-child(n + 3) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 599px) {
    th:nth-child(2),
    td:nth-child(2) {
      display: none;
    }
  }
`;

const Change = styled.small<{ $up: boolean }>`
  display: block;
  color: ${({ theme, $up }) => ($up ? theme.colors.danger : theme.colors.success)};
`;

function PriceCell({ price, change }: { price: number; change: number }) {
  return (
    <td>
      {price.toFixed(2)}
      {change !== 0 && (
        <Change $up={change > 0}>{`${change > 0 ? '▲' : '▼'} ${Math.abs(change).toFixed(2)}`}</Change>
      )}
    </td>
  );
}

/** Today's petrol and diesel prices by city. Fuel pages are always in English (SPEC §2). */
export function FuelPricesPage() {
  const { t } = useTranslation('fuel', { lng: 'en' });
  const fuel = useApiData((signal) => fetchFuelIndex(undefined, signal), 'today');
  return (
    <Container>
      <PageTitle>{t('title')}</PageTitle>
      <Lead>{t('lead')}</Lead>
      {fuel.status === 'loading' && <Skeleton $height="480px" />}
      {fuel.status === 'error' && (
        <ErrorPanel
          title={t('noData')}
          body={fuel.error.message}
          retryLabel={t('common:retry')}
          onRetry={fuel.retry}
        />
      )}
      {fuel.status === 'ready' && (
        <Card>
          <Muted>{t('asOf', { date: fuel.data.date })}</Muted>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('city')}</th>
                <th scope="col">{t('state')}</th>
                <th scope="col">{t('petrol')}</th>
                <th scope="col">{t('diesel')}</th>
              </tr>
            </thead>
            <tbody>
              {fuel.data.items.map((row) => (
                <tr key={row.citySlug}>
                  <th scope="row">{row.city}</th>
                  <td>{row.state}</td>
                  <PriceCell price={row.petrol} change={row.petrolChange} />
                  <PriceCell price={row.diesel} change={row.dieselChange} />
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}
    </Container>
  );
}
