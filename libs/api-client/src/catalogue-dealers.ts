import type { VehicleVertical } from '@cvb/contracts';
import { type City, type Dealer, type DealerKind, verticalDefinition } from '@cvb/contracts';

import { getJson } from './get-json';

/** Verticals whose catalogue API offers `<plural>/dealers`. */
export type DealerVertical = VehicleVertical;

export interface DealerRequest {
  brandSlug: string;
  citySlug?: string;
  kind?: DealerKind;
}

/** Dealers and service centres of a brand, optionally in one city; an empty list when there are none. */
export function fetchDealers(
  vertical: DealerVertical,
  request: DealerRequest,
  signal?: AbortSignal,
): Promise<{ items: Dealer[]; total: number }> {
  return getJson(`${verticalDefinition(vertical).api.prefix}/dealers`, request, signal);
}

/** Cities with dealers and on-road prices (`general/cities`), New Delhi first. */
export async function fetchCities(signal?: AbortSignal): Promise<City[]> {
  const response = await getJson<{ data: { cities: City[] } }>('general/cities', undefined, signal);
  return response.data.cities;
}
