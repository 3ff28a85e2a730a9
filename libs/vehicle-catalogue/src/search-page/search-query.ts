import type { VehicleVertical } from '@cvb/contracts';
import type { LocaleCode } from '@cvb/contracts';
import { filtersToApiParams, type VehicleFilters } from '../filters';

/** Query of `{vertical}/filter-page` for the search page: every chosen dimension, sort and page. */
export function searchApiQuery(
  filters: VehicleFilters,
  locale: LocaleCode,
  vertical: VehicleVertical,
): Record<string, string | number | undefined> {
  return { locale, pageType: 'search', ...filtersToApiParams(filters, vertical) };
}

/** A stable key of the query, so the page calls again only when it really changes. */
export function searchQueryKey(query: Record<string, string | number | undefined>): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
}
