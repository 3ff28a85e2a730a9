import type { VehicleVertical } from '@cvb/contracts';
import { useTranslation } from 'react-i18next';
import { fetchFilterPage, useApiData } from '@cvb/api-client';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Container, Lead, PageTitle } from '@cvb/ui';
import { searchQueryKey } from '../search-page/search-query';
import { useSearchFilters } from '../search-page/use-search-filters';
import type { CatalogueListPage } from './catalogue-list-pages';
import { ListResultsSection } from './list-results-section';
import { listPageApiQuery, listPageFilters, searchPathWith } from './list-page-query';
import { listPageHeading } from './list-page-heading';
import { verticalDefinition } from '@cvb/contracts';

export interface VehicleListPageProps {
  vertical: VehicleVertical;
  page: CatalogueListPage;
}

/** A fixed list page (budget, body type, electric, popular, latest, upcoming) of a vertical. */
export function VehicleListPage({ vertical, page }: VehicleListPageProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const locale = useAppSelector(selectLocale);
  const definition = verticalDefinition(vertical);
  const [visitorFilters, update] = useSearchFilters(definition.key);
  const filters = listPageFilters(visitorFilters, page);
  const query = listPageApiQuery(filters, page.apiPageType, locale, definition);
  const result = useApiData(
    (signal) => fetchFilterPage(vertical, query, signal),
    `${vertical}?${searchQueryKey(query)}`,
  );
  const heading = listPageHeading(t, vertical, page, locale);
  const emptyText =
    page.kind === 'upcoming' ? t(`catalogue:lists.${vertical}.upcomingEmpty`) : t('catalogue:search.empty');

  return (
    <Container>
      <PageTitle>{heading.title}</PageTitle>
      <Lead>{heading.intro}</Lead>
      <ListResultsSection
        vertical={vertical}
        result={result}
        filters={filters}
        onChange={update}
        emptyText={emptyText}
        listName={heading.title}
        basePath={definition.basePath}
        searchPath={searchPathWith(definition, { values: page.fixedValues, sort: filters.sort })}
      />
    </Container>
  );
}
