import type { VehicleVertical } from '@cvb/contracts';
import { commaList, dimensionsToApiParams, dimensionsToParams, verticalDefinition } from '@cvb/contracts';

import { normalizeFilters } from './normalize-filters';
import { DEFAULT_SORT, type VehicleFilters } from './vehicle-filters';

/** Reads the filters of a page URL (each dimension under its `urlParam`); unknown or invalid values are dropped. */
export function filtersFromSearchParams(params: URLSearchParams, vertical: VehicleVertical): VehicleFilters {
  const { filters } = verticalDefinition(vertical);
  return normalizeFilters(
    {
      values: Object.fromEntries(
        filters.map((dimension) => [dimension.key, commaList(params.getAll(dimension.urlParam))]),
      ),
      sort: params.get('sort'),
      page: params.get('page'),
    },
    vertical,
  );
}

/**
 * Writes filters to URL parameters in the definition's order, lists comma-joined, defaults (nothing chosen,
 * popularity sort, page 1) left out; invalid values are dropped first, so the result reads back the same.
 */
export function filtersToSearchParams(filters: VehicleFilters, vertical: VehicleVertical): URLSearchParams {
  const clean = normalizeFilters(filters, vertical);
  const params = dimensionsToParams(verticalDefinition(vertical), clean.values);
  if (clean.sort !== DEFAULT_SORT) params.set('sort', clean.sort);
  if (clean.page !== 1) params.set('page', String(clean.page));
  return params;
}

/** The `filter-page` parameters of the filters: each dimension under its `key`, plus sort and page. */
export function filtersToApiParams(
  filters: VehicleFilters,
  vertical: VehicleVertical,
): Record<string, string | number> {
  const clean = normalizeFilters(filters, vertical);
  return {
    ...Object.fromEntries(dimensionsToApiParams(verticalDefinition(vertical), clean.values)),
    sort: clean.sort,
    page: clean.page,
  };
}
