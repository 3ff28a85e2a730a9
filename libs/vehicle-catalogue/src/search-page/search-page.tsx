import type { VehicleVertical } from '@cvb/contracts';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchFilterPage, useApiData } from '@cvb/api-client';
import { HydrateWhenSeen } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { CardGrid, Container, ErrorPanel, media, PageTitle, Skeleton, useErrorText } from '@cvb/ui';
import { SORT_ORDERS, type SortOrder } from '../filters';
import { verticalDefinition } from '@cvb/contracts';
import { ProductListJsonLdScript } from '../list-pages/product-list-json-ld-script';
import { ActiveFilters } from './active-filters';
import { FilterPanel } from './filter-panel';
import { SearchResults } from './search-results';
import { searchApiQuery, searchQueryKey } from './search-query';
import { useSearchFilters } from './use-search-filters';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.desktop} {
    grid-template-columns: 280px 1fr;
    align-items: start;
  }
`;

const Filters = styled.details`
  summary {
    cursor: pointer;
    font-weight: 700;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  ${media.desktop} summary {
    pointer-events: none;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
  select {
    font: inherit;
    min-height: 40px;
    margin-left: ${({ theme }) => theme.space(2)};
  }
`;

function isDesktop(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(min-width: 1024px)').matches
    : false;
}

function isSortOrder(value: string): value is SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value);
}

/** The search page of a vertical: filters in the URL, results from `filter-page`. */
export function SearchPage({ vertical }: { vertical: VehicleVertical }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const errorText = useErrorText();
  const locale = useAppSelector(selectLocale);
  const [filters, update] = useSearchFilters(vertical);
  // Closed in the server's view (it knows no screen size); opened on a desktop before the browser paints.
  const [filtersOpen, setFiltersOpen] = useState(false);
  useLayoutEffect(() => {
    if (isDesktop()) setFiltersOpen(true);
  }, []);
  const query = searchApiQuery(filters, locale, vertical);
  const result = useApiData(
    (signal) => fetchFilterPage(vertical, query, signal),
    `${vertical}?${searchQueryKey(query)}`,
  );

  // Keep the previous facets while a new answer loads, so the panel does not vanish under the finger.
  const facets =
    result.status === 'ready'
      ? result.data.facets
      : result.status === 'loading'
        ? result.previous?.facets
        : undefined;

  return (
    <Container>
      <PageTitle>{t(`catalogue:search.titles.${vertical}`)}</PageTitle>
      <Layout>
        <Filters open={filtersOpen} onToggle={(event) => setFiltersOpen(event.currentTarget.open)}>
          <summary>{t('catalogue:search.filters')}</summary>
          {facets && (
            <HydrateWhenSeen>
              <FilterPanel vertical={vertical} facets={facets} filters={filters} onChange={update} />
            </HydrateWhenSeen>
          )}
        </Filters>
        <section>
          <Toolbar>
            <p aria-live="polite">
              {result.status === 'ready'
                ? t(`catalogue:search.results.${vertical}`, { count: result.data.total })
                : ''}
            </p>
            <label>
              {t('catalogue:search.sortLabel')}
              <select
                value={filters.sort}
                onChange={(event) => {
                  if (isSortOrder(event.target.value)) update({ sort: event.target.value });
                }}
              >
                {SORT_ORDERS.map((order) => (
                  <option key={order} value={order}>
                    {t(`catalogue:search.sort.${order}`)}
                  </option>
                ))}
              </select>
            </label>
          </Toolbar>
          {facets && (
            <ActiveFilters vertical={vertical} facets={facets} filters={filters} onChange={update} />
          )}
          {result.status === 'loading' && (
            <CardGrid $wide aria-busy="true" aria-label={t('common:loading')}>
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <Skeleton $height="220px" />
                </li>
              ))}
            </CardGrid>
          )}
          {result.status === 'error' && (
            <ErrorPanel
              title={t('common:dataError')}
              body={errorText(result.error)}
              retryLabel={t('common:retry')}
              onRetry={result.retry}
            />
          )}
          {result.status === 'ready' && (
            <>
              <ProductListJsonLdScript
                models={result.data.items}
                basePath={verticalDefinition(vertical).basePath}
                listName={t(`catalogue:search.titles.${vertical}`)}
              />
              <SearchResults
                data={result.data}
                basePath={verticalDefinition(vertical).basePath}
                onPage={(page) => update({ page })}
              />
            </>
          )}
        </section>
      </Layout>
    </Container>
  );
}
