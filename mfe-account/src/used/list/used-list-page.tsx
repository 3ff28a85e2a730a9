import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchUsedAds, useApiData } from '@cvb/api-client';
import { indianStateBySlug, USED_VALUATION_PATH } from '@cvb/contracts';
import { slugWords } from '@cvb/format';
import { stateName } from '@cvb/i18n';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { Link, useNavigate, useSearchParams } from '@cvb/router';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Container, DataState, Lead, PageTitle, Skeleton, errorKind, media } from '@cvb/ui';
import { usePageTitle } from '../common/use-page-title';
import { activeFilters } from './active-filters';
import { UsedAdCard } from './ad-card';
import { ChosenFilters } from './chosen-filters';
import { EmptyList } from './empty-list';
import { FilterPanel } from './filter-panel';
import { apiQueryOf, filtersOfPage, hrefOf, type UsedListPage as UsedListPageProps } from './list-url';
import { Pager } from './pager';
import { SetUsedAlert } from './set-used-alert';
import { SortSelect } from './sort-select';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.desktop} {
    grid-template-columns: 260px 1fr;
    align-items: start;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: space-between;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  a {
    font-weight: 600;
  }
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: 1fr;
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/**
 * A vertical's used ads, or one state's or one brand's (docs/domain.md#used-marketplace): heading and introduction
 * in the page's language, filters with counts, sort, paging; every choice is in the URL. An unknown brand (the API
 * answers 404) is the not-found page.
 */
export function UsedListPage({ page }: { page: UsedListPageProps }) {
  const { t } = useTranslation('used');
  const locale = useAppSelector(selectLocale);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersOfPage(page, search);
  const query = apiQueryOf(filters, locale);
  const result = useApiData(
    (signal) => fetchUsedAds(page.vertical, query, signal),
    `used-ads:${page.vertical}:${JSON.stringify(query)}`,
  );
  const data =
    result.status === 'ready' ? result.data : result.status === 'loading' ? result.previous : undefined;
  const state = page.stateSlug ? indianStateBySlug(page.stateSlug) : undefined;
  const stateLabel = state && stateName(state.name, locale);
  const brandName = page.brandSlug ? (data?.brand?.name ?? slugWords(page.brandSlug)) : undefined;
  const title = stateLabel
    ? t(`list.titleInState.${page.vertical}`, { state: stateLabel })
    : brandName
      ? t(`list.titleOfBrand.${page.vertical}`, { brand: brandName })
      : t(`list.title.${page.vertical}`);
  const intro = stateLabel
    ? t('list.introInState', { state: stateLabel })
    : brandName
      ? t('list.introOfBrand', { brand: brandName })
      : t('list.intro');
  usePageTitle(title);

  if (result.status === 'error' && errorKind(result.error) === 'notFound') return <RemoteNotFound />;

  return (
    <Container>
      <PageTitle>{title}</PageTitle>
      <Lead>{intro}</Lead>
      <Actions>
        <Link to="/sell-used-vehicle">{t('list.sell')}</Link>
        <Link to={USED_VALUATION_PATH}>{t('list.valuation')}</Link>
      </Actions>
      <DataState result={result} skeleton={<Skeleton $height="480px" />}>
        {(list) => {
          const chips = activeFilters(page, filters, list.facets, t, locale);
          const pageCount = Math.max(1, Math.ceil(list.total / Math.max(1, list.pageSize)));
          return (
            <Layout>
              <FilterPanel page={page} filters={filters} facets={list.facets} />
              <div>
                <Toolbar>
                  <p aria-live="polite">{t('list.count', { count: list.total })}</p>
                  <SortSelect
                    sort={filters.sort}
                    onSort={(sort) => navigate(hrefOf(page, { ...filters, sort, page: 1 }))}
                  />
                </Toolbar>
                <ChosenFilters
                  chips={chips}
                  clearHref={hrefOf({ vertical: page.vertical }, { sort: filters.sort, page: 1 })}
                />
                <SetUsedAlert page={page} filters={filters} title={title} chips={chips} />
                {list.ads.length === 0 ? (
                  <EmptyList chips={chips} />
                ) : (
                  <Results>
                    {list.ads.map((ad) => (
                      <li key={ad.id}>
                        <UsedAdCard ad={ad} headingLevel={2} />
                      </li>
                    ))}
                  </Results>
                )}
                <Pager
                  page={filters.page}
                  pageCount={pageCount}
                  hrefOfPage={(n) => hrefOf(page, { ...filters, page: n })}
                />
              </div>
            </Layout>
          );
        }}
      </DataState>
    </Container>
  );
}
