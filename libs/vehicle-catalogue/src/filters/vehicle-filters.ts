import type { DimensionValues } from '@cvb/contracts';
import type { SortOrder } from './filter-options';

/**
 * The filter state of a vehicle list or search page: a chosen value per filter dimension of the vertical's
 * definition (`brandSlugs`, `budget`, `wheels`, `hp`, `drives`…), plus sort and page.
 */
export interface VehicleFilters {
  values: DimensionValues;
  sort: SortOrder;
  /** 1-based page number. */
  page: number;
}

export const DEFAULT_SORT: SortOrder = 'popularity';

/** Filters with nothing chosen. */
export function emptyFilters(): VehicleFilters {
  return { values: {}, sort: DEFAULT_SORT, page: 1 };
}

/** The chosen values of a multi or range dimension (empty when nothing is chosen). */
export function chosenList(filters: VehicleFilters, key: string): readonly string[] {
  const value = filters.values[key];
  if (value === null || value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/** The chosen band of a band dimension, or null. */
export function chosenBand(filters: VehicleFilters, key: string): string | null {
  const value = filters.values[key];
  return typeof value === 'string' ? value : null;
}
