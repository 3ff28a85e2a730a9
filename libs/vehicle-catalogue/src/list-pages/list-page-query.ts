import type { LocaleCode } from '@cvb/contracts';
import { emptyFilters, filtersToSearchParams, type VehicleFilters } from '../filters';
import { searchApiQuery } from '../search-page/search-query';
import type { CatalogueListPage } from './catalogue-list-pages';
import type { VerticalDefinition } from '@cvb/contracts';

/** The visitor's filters (sort, page, anything in the URL) with the page's fixed filter laid over them. */
export function listPageFilters(visitor: VehicleFilters, page: CatalogueListPage): VehicleFilters {
  return { ...visitor, values: { ...visitor.values, ...page.fixedValues } };
}

/** The `filter-page` query of a list page: its own pageType and the filters the API shares. */
export function listPageApiQuery(
  filters: VehicleFilters,
  apiPageType: string,
  locale: LocaleCode,
  definition: VerticalDefinition,
): Record<string, string | number | undefined> {
  return { ...searchApiQuery(filters, locale, definition.key), pageType: apiPageType };
}

/** The vertical's search page with the same filters and sort, from page 1. */
export function searchPathWith(definition: VerticalDefinition, filters: Partial<VehicleFilters>): string {
  const params = filtersToSearchParams({ ...emptyFilters(), ...filters, page: 1 }, definition.key);
  const query = params.toString();
  return `${definition.basePath}/search${query ? `?${query}` : ''}`;
}
