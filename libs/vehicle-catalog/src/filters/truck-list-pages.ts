import type { VehicleFilters } from './vehicle-filters';

/** A fixed list page of the trucks vertical: its pageType (also its path under /trucks), title and filter. */
export interface ListPageDefinition {
  pageType: string;
  path: string;
  titleKey: string;
  /** Filter values the page always applies, on top of what the visitor chooses. */
  fixedFilter: Partial<VehicleFilters>;
}

function truckPage(pageType: string, fixedFilter: Partial<VehicleFilters> = {}): ListPageDefinition {
  return { pageType, path: `/trucks/${pageType}`, titleKey: `listPage.${pageType}`, fixedFilter };
}

/** The truck list pages of SPEC §2, keyed by pageType. */
export const TRUCK_LIST_PAGES = {
  'trucks-under-10-lakh': truckPage('trucks-under-10-lakh', { budget: 'under-10-lakh' }),
  'trucks-under-20-lakh': truckPage('trucks-under-20-lakh', { budget: 'under-20-lakh' }),
  'trucks-under-30-lakh': truckPage('trucks-under-30-lakh', { budget: 'under-30-lakh' }),
  'trucks-under-40-lakh': truckPage('trucks-under-40-lakh', { budget: 'under-40-lakh' }),
  'trucks-above-50-lakh': truckPage('trucks-above-50-lakh', { budget: 'above-50-lakh' }),
  'mini-trucks': truckPage('mini-trucks', { bodyTypes: ['mini'] }),
  'cargo-trucks': truckPage('cargo-trucks', { bodyTypes: ['cargo'] }),
  'dumper-trucks': truckPage('dumper-trucks', { bodyTypes: ['dumper'] }),
  'pickup-trucks': truckPage('pickup-trucks', { bodyTypes: ['pickup'] }),
  'trailer-trucks': truckPage('trailer-trucks', { bodyTypes: ['trailer'] }),
  'electric-trucks': truckPage('electric-trucks', { fuelTypes: ['electric'] }),
  'popular-trucks': truckPage('popular-trucks', { sort: 'popularity' }),
  'latest-trucks': truckPage('latest-trucks'),
  upcoming: truckPage('upcoming'),
} as const satisfies Record<string, ListPageDefinition>;

export type TruckListPageType = keyof typeof TRUCK_LIST_PAGES;

export function isTruckListPageType(value: string): value is TruckListPageType {
  return Object.prototype.hasOwnProperty.call(TRUCK_LIST_PAGES, value);
}

/** The visitor's filters with the page's fixed filter laid over them (the page's values win). */
export function applyListPageFilter(filters: VehicleFilters, page: ListPageDefinition): VehicleFilters {
  return { ...filters, ...page.fixedFilter };
}
