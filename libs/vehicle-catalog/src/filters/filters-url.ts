import type { FilterVertical } from './budget-bands';
import { normalizeFilters } from './normalize-filters';
import { DEFAULT_SORT, type VehicleFilters } from './vehicle-filters';

/** Names of the filter parameters in a page URL, in the order they are written. */
export const FILTER_URL_PARAMS = {
  brandSlugs: 'brand',
  bodyTypes: 'bodyType',
  budget: 'budget',
  fuelTypes: 'fuel',
  transmissionTypes: 'transmission',
  wheels: 'wheels',
  gvw: 'gvw',
  payload: 'payload',
  sort: 'sort',
  page: 'page',
} as const;

/** Every value of a list parameter, whether repeated (`fuel=a&fuel=b`) or comma-joined (`fuel=a,b`). */
function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
}

/** Reads the filters of a page URL; unknown or invalid values are dropped. */
export function filtersFromSearchParams(
  params: URLSearchParams,
  vertical: FilterVertical = 'truck',
): VehicleFilters {
  const names = FILTER_URL_PARAMS;
  return normalizeFilters(
    {
      brandSlugs: listParam(params, names.brandSlugs),
      bodyTypes: listParam(params, names.bodyTypes),
      budget: params.get(names.budget),
      fuelTypes: listParam(params, names.fuelTypes),
      transmissionTypes: listParam(params, names.transmissionTypes),
      wheels: listParam(params, names.wheels),
      gvw: params.get(names.gvw),
      payload: params.get(names.payload),
      sort: params.get(names.sort),
      page: params.get(names.page),
    },
    vertical,
  );
}

/**
 * Writes filters to URL parameters in a stable order, lists comma-joined, defaults (empty lists, no band,
 * popularity sort, page 1) left out. Invalid values are dropped first, so the result always reads back
 * to the same filters.
 */
export function filtersToSearchParams(
  filters: VehicleFilters,
  vertical: FilterVertical = 'truck',
): URLSearchParams {
  const clean = normalizeFilters(filters, vertical);
  const names = FILTER_URL_PARAMS;
  const params = new URLSearchParams();
  const addList = (name: string, values: readonly (string | number)[]): void => {
    if (values.length > 0) params.set(name, values.join(','));
  };
  const addValue = (name: string, value: string | null): void => {
    if (value !== null) params.set(name, value);
  };
  addList(names.brandSlugs, clean.brandSlugs);
  addList(names.bodyTypes, clean.bodyTypes);
  addValue(names.budget, clean.budget);
  addList(names.fuelTypes, clean.fuelTypes);
  addList(names.transmissionTypes, clean.transmissionTypes);
  addList(names.wheels, clean.wheels);
  addValue(names.gvw, clean.gvw);
  addValue(names.payload, clean.payload);
  addValue(names.sort, clean.sort === DEFAULT_SORT ? null : clean.sort);
  addValue(names.page, clean.page === 1 ? null : String(clean.page));
  return params;
}
