import type { LocaleCode } from '@cvb/contracts';
import type { VehicleFilters } from '../filters';

/** Query of `trucks/filter-page` for the search page (weight bands are the API's own keys, from libs/contracts). */
export function searchApiQuery(
  filters: VehicleFilters,
  locale: LocaleCode,
): Record<string, string | number | undefined> {
  const joined = (values: readonly string[]): string | undefined =>
    values.length > 0 ? values.join(',') : undefined;
  return {
    locale,
    pageType: 'search',
    brandSlugs: joined(filters.brandSlugs),
    bodyTypes: joined(filters.bodyTypes),
    budget: filters.budget ?? undefined,
    fuelTypes: joined(filters.fuelTypes),
    transmissionTypes: joined(filters.transmissionTypes),
    wheels: joined(filters.wheels.map(String)),
    gvw: filters.gvw ?? undefined,
    payload: filters.payload ?? undefined,
    sort: filters.sort,
    page: filters.page,
  };
}

/** A stable key of the query, so the page calls again only when it really changes. */
export function searchQueryKey(query: Record<string, string | number | undefined>): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
}
