import { citiesResponseSchema, type City } from '@cvb/contracts';
import { getParsed } from '@cvb/api-client';

export async function fetchCities(signal?: AbortSignal): Promise<City[]> {
  const response = await getParsed('general/cities', citiesResponseSchema, undefined, signal);
  return response.data.cities;
}
