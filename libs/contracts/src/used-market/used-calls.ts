import { apiCall, type ApiCall } from '../seo/first-view';
import type { LocaleCode, VehicleVertical } from '../verticals';

/**
 * The API calls a used page's first view makes, which the server inlines (docs/architecture.md): the page must call
 * exactly these (same path and query) to read the inlined answer instead of the network.
 * - a list, state or brand page: GET used-market/:vertical/ads with only state or brand, and _locale;
 * - an ad page: GET used-market/ads/:id with _locale.
 */
export const usedListCall = (
  vertical: VehicleVertical,
  locale: LocaleCode,
  place: { state?: string; brand?: string } = {},
): ApiCall => apiCall(`used-market/${vertical}/ads`, { ...place, _locale: locale });

export const usedAdCall = (id: number, locale: LocaleCode): ApiCall =>
  apiCall(`used-market/ads/${id}`, { _locale: locale });
