import type { HeaderDataResponse } from '@cvb/contracts';

/** Every list of the header data; the compiler keeps it complete. */
const LISTS: Readonly<Record<keyof HeaderDataResponse['data'], true>> = {
  truckPopularBrands: true,
  truckPopularModels: true,
  truckPopularCompareDataFormatted: true,
  busPopularBrands: true,
  busPopularModels: true,
  busPopularCompareDataFormatted: true,
  threeWheelerPopularBrands: true,
  threeWheelerPopularModels: true,
  threeWheelerPopularCompareDataFormatted: true,
};

/** The names of the header data's lists, without the API's zod schema (which would bring zod to the browser). */
export const HEADER_DATA_LISTS: ReadonlySet<string> = new Set(Object.keys(LISTS));

/**
 * Whether a value read back from session storage has the header data's shape (every list present): an entry an
 * older build wrote, or a damaged one, is fetched again. The API's answer itself is checked by the API.
 */
export function isHeaderData(value: unknown): value is HeaderDataResponse {
  if (typeof value !== 'object' || value === null || !('data' in value)) return false;
  const { data } = value;
  if (typeof data !== 'object' || data === null) return false;
  const lists: Record<string, unknown> = { ...data };
  return [...HEADER_DATA_LISTS].every((key) => Array.isArray(lists[key]));
}
