import type { VehicleVertical } from '@cvb/contracts';
import {
  cleanDimension,
  verticalDefinition,
  type DimensionValues,
  type FilterDimension,
} from '@cvb/contracts';

import { SORT_ORDERS, type SortOrder } from './filter-options';
import { DEFAULT_SORT, type VehicleFilters } from './vehicle-filters';

/** Raw, not yet validated filter values, as read from a URL or a form. */
export interface RawFilters {
  values?: Readonly<Record<string, readonly string[] | string | null | undefined>>;
  sort?: string | null;
  page?: string | number | null;
}

const listOf = (value: readonly string[] | string | null | undefined): string[] =>
  value === null || value === undefined ? [] : typeof value === 'string' ? [value] : [...value];

/** Links name bus body types in the plural (`?bodyType=vans`, docs/domain.md#bands); the data names them in the singular (`van`). */
function singular(values: string[], dimension: FilterDimension): string[] {
  if (dimension.kind !== 'multi' || dimension.options.length === 0) return values;
  const { options } = dimension;
  return values.map((value) =>
    !options.includes(value) && value.endsWith('s') && options.includes(value.slice(0, -1))
      ? value.slice(0, -1)
      : value,
  );
}

function toPage(value: string | number | null | undefined): number {
  const text = String(value ?? '');
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}

const toSort = (value: string | null | undefined): SortOrder =>
  SORT_ORDERS.find((order) => order === value) ?? DEFAULT_SORT;

/**
 * Canonical filters for the vertical: each dimension of its definition cleaned (unknown values dropped, each
 * value once; brands in alphabetical order so a URL is stable), empty ones left out, page ≥ 1.
 */
export function normalizeFilters(raw: RawFilters, vertical: VehicleVertical): VehicleFilters {
  const values: DimensionValues = {};
  for (const dimension of verticalDefinition(vertical).filters) {
    const clean = cleanDimension(dimension, singular(listOf(raw.values?.[dimension.key]), dimension));
    if (typeof clean === 'string') values[dimension.key] = clean;
    else if (clean !== null && clean.length > 0)
      values[dimension.key] =
        dimension.kind === 'multi' && dimension.options.length === 0 ? [...clean].sort() : clean;
  }
  return { values, sort: toSort(raw.sort), page: toPage(raw.page) };
}
