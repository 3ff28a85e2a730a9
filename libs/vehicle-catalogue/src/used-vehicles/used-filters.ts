import type { UsedVehicleAdListQuery, VehicleVertical } from '@cvb/contracts';

/** Asking-price bands of the filter, in rupees; `max` absent means "and above". */
export const USED_PRICE_BANDS = [
  { id: 'under-5-lakh', max: 500_000 },
  { id: '5-10-lakh', min: 500_000, max: 1_000_000 },
  { id: '10-20-lakh', min: 1_000_000, max: 2_000_000 },
  { id: 'above-20-lakh', min: 2_000_000 },
] as const;
export type UsedPriceBand = (typeof USED_PRICE_BANDS)[number]['id'];

export const USED_PAGE_SIZE = 12;

export interface UsedFilters {
  brand: string;
  city: string;
  price: UsedPriceBand | '';
  page: number;
}

/** The band of that id, or '' (any price) for anything else. */
export function toPriceBand(value: string | null): UsedPriceBand | '' {
  return USED_PRICE_BANDS.find((band) => band.id === value)?.id ?? '';
}

export function filtersFromSearch(params: URLSearchParams): UsedFilters {
  const page = Number(params.get('page'));
  return {
    brand: params.get('brand') ?? '',
    city: params.get('city') ?? '',
    price: toPriceBand(params.get('price')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function searchFromFilters(filters: UsedFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.brand.trim()) params.set('brand', filters.brand.trim());
  if (filters.city.trim()) params.set('city', filters.city.trim());
  if (filters.price) params.set('price', filters.price);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function usedApiQuery(vertical: VehicleVertical, filters: UsedFilters): UsedVehicleAdListQuery {
  const band = USED_PRICE_BANDS.find((b) => b.id === filters.price);
  return {
    vertical,
    brand: filters.brand.trim() || undefined,
    city: filters.city.trim() || undefined,
    minPrice: band && 'min' in band ? band.min : undefined,
    maxPrice: band && 'max' in band ? band.max : undefined,
    _start: (filters.page - 1) * USED_PAGE_SIZE,
    _limit: USED_PAGE_SIZE,
  };
}
