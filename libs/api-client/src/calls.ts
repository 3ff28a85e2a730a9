import { z } from 'zod';
import {
  currentUserResponseSchema,
  filterPageResponseSchema,
  fuelIndexResponseSchema,
  newsArticleSchema,
  tyreBrandSchema,
  vehicleBrandSchema,
  type ContentQuery,
  type CurrentUserResponse,
  type FilterPageResponse,
  type FuelIndexResponse,
  type NewsArticle,
  type TyreBrand,
  type VehicleBrand,
  type VehicleVertical,
  verticalDefinition,
} from '@cvb/contracts';
import { getParsed } from './get-parsed';

const BRAND_ENDPOINTS: Record<VehicleVertical, string> = {
  truck: 'truck-brands',
  bus: 'bus-brands',
  'three-wheeler': 'threewheeler-brands',
  tractor: 'tractor-brands',
  infra: 'infra-brands',
};

export function fetchVehicleBrands(
  vertical: VehicleVertical,
  query: ContentQuery = {},
  signal?: AbortSignal,
): Promise<VehicleBrand[]> {
  return getParsed(BRAND_ENDPOINTS[vertical], z.array(vehicleBrandSchema), query, signal);
}

export function fetchTyreBrands(query: ContentQuery = {}, signal?: AbortSignal): Promise<TyreBrand[]> {
  return getParsed('tyre-brands', z.array(tyreBrandSchema), query, signal);
}

export function fetchNews(
  query: ContentQuery & { category?: string } = {},
  signal?: AbortSignal,
): Promise<NewsArticle[]> {
  return getParsed('newsarticles', z.array(newsArticleSchema), query, signal);
}

export function fetchFuelIndex(date?: string, signal?: AbortSignal): Promise<FuelIndexResponse> {
  return getParsed('v4/fuel-data-for-index-page', fuelIndexResponseSchema, date ? { date } : {}, signal);
}

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUserResponse> {
  return getParsed('auth/me', currentUserResponseSchema, undefined, signal);
}

/** Query of a filter page; values are sent as given, undefined ones left out by the HTTP client. */
export type FilterPageRequest = Record<string, string | number | undefined>;

/** Verticals whose pages the catalogue engine serves: every vehicle vertical. */
export type CatalogueVertical = VehicleVertical;

export function fetchFilterPage(
  vertical: CatalogueVertical,
  query: FilterPageRequest,
  signal?: AbortSignal,
): Promise<FilterPageResponse> {
  return getParsed(
    `${verticalDefinition(vertical).api.prefix}/filter-page`,
    filterPageResponseSchema,
    query,
    signal,
  );
}
