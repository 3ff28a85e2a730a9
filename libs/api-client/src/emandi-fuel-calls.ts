import type {
  FuelCityResponse,
  FuelDayWiseResponse,
  FuelIndexResponse,
  FuelKind,
  FuelPlaceResponse,
  FuelStateResponse,
  LocaleCode,
  MandiCommodityQuery,
  MandiDetailResponse,
  MandiDistrictsResponse,
  MandiHistoryQuery,
  MandiHistoryResponse,
  MandiHomeResponse,
  MandiMarketResponse,
  MandiMarketsResponse,
  MandiStatesResponse,
  PriceImportReport,
} from '@cvb/contracts';
import {
  fuelCityPricesCall,
  fuelDayWiseCall,
  fuelPlaceCall,
  fuelStatePricesCall,
  mandiDetailCall,
} from '@cvb/contracts';
import { getCall, getJson } from './get-json';
import { getHttp } from './http';

export interface MandiFilter {
  commodity?: string;
  state?: string;
  district?: string;
  market?: string;
  /** Place names in this language (English where a place has none). */
  _locale?: LocaleCode;
}

/** The `_locale` parameter: omitted for English, the API's default, so English URLs stay as they were. */
function placeLocale(locale: LocaleCode | undefined): LocaleCode | undefined {
  return locale === 'en' ? undefined : locale;
}

/** Drops empty values so the query string only names what was chosen. */
function chosen<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

export function fetchMandiHome(filter: MandiFilter = {}, signal?: AbortSignal): Promise<MandiHomeResponse> {
  const query = { ...filter, _locale: placeLocale(filter._locale) };
  return getJson('e-mandi/home-page', chosen(query), signal);
}

export function fetchMandiDetail(
  query: MandiCommodityQuery,
  signal?: AbortSignal,
): Promise<MandiDetailResponse> {
  return getCall(mandiDetailCall(query), signal);
}

export function fetchMandiStates(
  commodity?: string,
  locale?: LocaleCode,
  signal?: AbortSignal,
): Promise<MandiStatesResponse> {
  const query = chosen({ commodity, _locale: placeLocale(locale) });
  return getJson('e-mandi/get-state', query, signal);
}

export function fetchMandiDistricts(
  state: string,
  commodity?: string,
  locale?: LocaleCode,
  signal?: AbortSignal,
): Promise<MandiDistrictsResponse> {
  return getJson(
    `e-mandi/get-district/${encodeURIComponent(state)}`,
    chosen({ commodity, _locale: placeLocale(locale) }),
    signal,
  );
}

export function fetchMandiMarkets(
  state: string,
  district: string,
  commodity?: string,
  locale?: LocaleCode,
  signal?: AbortSignal,
): Promise<MandiMarketsResponse> {
  return getJson(
    `e-mandi/get-market/${encodeURIComponent(state)}/${encodeURIComponent(district)}`,
    chosen({ commodity, _locale: placeLocale(locale) }),
    signal,
  );
}

export function fetchMandiMarket(
  place: { state: string; district: string; market: string },
  locale?: LocaleCode,
  signal?: AbortSignal,
): Promise<MandiMarketResponse> {
  const path = [place.state, place.district, place.market].map(encodeURIComponent).join('/');
  const query = chosen({ _locale: placeLocale(locale) });
  return getJson(`e-mandi/market/${path}`, query, signal);
}

export function fetchMandiHistory(
  query: MandiHistoryQuery,
  signal?: AbortSignal,
): Promise<MandiHistoryResponse> {
  const localized = { ...query, _locale: placeLocale(query._locale) };
  return getJson('e-mandi/history', chosen(localized), signal);
}

export function fetchFuelAllCities(date?: string, signal?: AbortSignal): Promise<FuelIndexResponse> {
  return getJson('v4/fuel-data-for-all-cities', chosen({ date }), signal);
}

export function fetchFuelStatePrices(state: string, signal?: AbortSignal): Promise<FuelStateResponse> {
  return getCall(fuelStatePricesCall(state), signal);
}

export function fetchFuelCityPrices(
  city: string,
  state?: string,
  signal?: AbortSignal,
): Promise<FuelCityResponse> {
  return getCall(fuelCityPricesCall(city, state), signal);
}

export function fetchFuelDayWise(
  fuel: FuelKind,
  place: { state?: string; city?: string },
  days: number,
  signal?: AbortSignal,
): Promise<FuelDayWiseResponse> {
  return getCall(fuelDayWiseCall(fuel, place, days), signal);
}

export function fetchFuelPlace(slug: string, signal?: AbortSignal): Promise<FuelPlaceResponse> {
  return getCall(fuelPlaceCall(slug), signal);
}

export type PriceImportKind = 'mandi' | 'fuel';
const IMPORT_PATHS: Record<PriceImportKind, string> = {
  mandi: 'e-mandi/admin/import',
  fuel: 'v4/admin/fuel-import',
};

/** Uploads a price CSV as the raw body (the API streams it); `onProgress` gets 0–1 as the file goes up. */
export async function uploadPriceCsv(
  kind: PriceImportKind,
  file: Blob,
  onProgress?: (share: number) => void,
): Promise<PriceImportReport> {
  const response = await getHttp().post<PriceImportReport>(IMPORT_PATHS[kind], file, {
    headers: { 'Content-Type': 'text/csv' },
    timeout: 0,
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.min(1, event.loaded / event.total));
    },
  });
  return response.data;
}
