import type { FuelType, SortOrder, TransmissionType } from './filter-options';

/** The filter state of a vehicle list or search page. */
export interface VehicleFilters {
  brandSlugs: string[];
  bodyTypes: string[];
  /** Key of a budget band of the vertical, or null for any budget. */
  budget: string | null;
  fuelTypes: FuelType[];
  transmissionTypes: TransmissionType[];
  wheels: number[];
  /** Key of a GVW band, or null. */
  gvw: string | null;
  /** Key of a payload band, or null. */
  payload: string | null;
  sort: SortOrder;
  /** 1-based page number. */
  page: number;
}

export const DEFAULT_SORT: SortOrder = 'popularity';

/** Filters with nothing chosen. */
export function emptyFilters(): VehicleFilters {
  return {
    brandSlugs: [],
    bodyTypes: [],
    budget: null,
    fuelTypes: [],
    transmissionTypes: [],
    wheels: [],
    gvw: null,
    payload: null,
    sort: DEFAULT_SORT,
    page: 1,
  };
}
