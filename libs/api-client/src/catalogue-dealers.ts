import type { VehicleVertical } from '@cvb/contracts';
import {
  citiesCall,
  dealersCall,
  verticalDefinition,
  type City,
  type Dealer,
  type DealersQuery,
} from '@cvb/contracts';

import { getJson } from './get-json';
import { mapSettled } from './settled';

/** Verticals whose catalogue API offers `<plural>/dealers`. */
export type DealerVertical = VehicleVertical;

/** Dealers and service centres of a brand, optionally in one city; an empty list when there are none. */
export function fetchDealers(
  vertical: DealerVertical,
  request: DealersQuery,
  signal?: AbortSignal,
): Promise<{ items: Dealer[]; total: number }> {
  const call = dealersCall(verticalDefinition(vertical), request);
  return getJson(call.path, call.query, signal);
}

/**
 * Cities with dealers and on-road prices (`general/cities`), New Delhi first; an answer the server inlined stays
 * known (see `mapSettled`), so a first view that lists cities renders them at once.
 */
export function fetchCities(signal?: AbortSignal): Promise<City[]> {
  const call = citiesCall();
  return mapSettled(
    getJson<{ data: { cities: City[] } }>(call.path, call.query, signal),
    (response) => response.data.cities,
  );
}
