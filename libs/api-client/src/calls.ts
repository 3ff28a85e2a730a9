import {
  type ContentQuery,
  type CurrentUserResponse,
  type FilterPageResponse,
  type FuelIndexResponse,
  type TyreBrand,
  type VehicleBrand,
  type VehicleVertical,
  verticalDefinition,
} from '@cvb/contracts';
import { getJson } from './get-json';

/** The vertical's content-style brand list, named after its content prefix as the API names it: `truck-brands`. */
const brandsCall = (vertical: VehicleVertical): string =>
  `${verticalDefinition(vertical).api.contentPrefix}-brands`;

export function fetchVehicleBrands(
  vertical: VehicleVertical,
  query: ContentQuery = {},
  signal?: AbortSignal,
): Promise<VehicleBrand[]> {
  return getJson(brandsCall(vertical), query, signal);
}

export function fetchTyreBrands(query: ContentQuery = {}, signal?: AbortSignal): Promise<TyreBrand[]> {
  return getJson('tyre-brands', query, signal);
}

export function fetchFuelIndex(date?: string, signal?: AbortSignal): Promise<FuelIndexResponse> {
  return getJson('v4/fuel-data-for-index-page', date ? { date } : {}, signal);
}

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUserResponse> {
  return getJson('auth/me', undefined, signal);
}

/** Query of a filter page; values are sent as given, undefined ones left out by the HTTP client. */
export type FilterPageRequest = Record<string, string | number | undefined>;

export function fetchFilterPage(
  vertical: VehicleVertical,
  query: FilterPageRequest,
  signal?: AbortSignal,
): Promise<FilterPageResponse> {
  return getJson(`${verticalDefinition(vertical).api.prefix}/filter-page`, query, signal);
}
