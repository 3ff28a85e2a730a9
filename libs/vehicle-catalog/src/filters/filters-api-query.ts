import { findBudgetBand, type FilterVertical } from './budget-bands';
import { normalizeFilters } from './normalize-filters';
import type { VehicleFilters } from './vehicle-filters';

/** Query parameters of `{vertical}/filter-page` (SPEC §7), all as strings; absent when not chosen. */
export interface FilterPageApiQuery {
  pageType: string;
  brandSlugs?: string;
  bodyTypes?: string;
  budget?: string;
  fuelTypes?: string;
  transmissionTypes?: string;
  underPrice?: string;
  overPrice?: string;
  wheels?: string;
  gvw?: string;
  payload?: string;
  sort: string;
  page: string;
}

function joined(values: readonly (string | number)[]): string | undefined {
  return values.length > 0 ? values.join(',') : undefined;
}

/**
 * The `filter-page` query for these filters: lists comma-joined, the budget band also given as
 * underPrice (its upper end) and overPrice (its lower end, when above zero), in rupees.
 */
export function filtersToApiQuery(
  filters: VehicleFilters,
  pageType: string,
  vertical: FilterVertical = 'truck',
): FilterPageApiQuery {
  const clean = normalizeFilters(filters, vertical);
  const band = clean.budget === null ? undefined : findBudgetBand(vertical, clean.budget);
  const query: FilterPageApiQuery = {
    pageType,
    brandSlugs: joined(clean.brandSlugs),
    bodyTypes: joined(clean.bodyTypes),
    budget: band?.key,
    fuelTypes: joined(clean.fuelTypes),
    transmissionTypes: joined(clean.transmissionTypes),
    underPrice: band?.maxRupees != null ? String(band.maxRupees) : undefined,
    overPrice: band && band.minRupees > 0 ? String(band.minRupees) : undefined,
    wheels: joined(clean.wheels),
    gvw: clean.gvw ?? undefined,
    payload: clean.payload ?? undefined,
    sort: clean.sort,
    page: String(clean.page),
  };
  return dropUndefined(query);
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
