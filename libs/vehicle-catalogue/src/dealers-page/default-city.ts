import type { City } from '@cvb/contracts';
import { DEFAULT_CITY } from '@cvb/store';

/** The visitor's city from the store when the API lists it, else New Delhi (docs/domain.md#cities). */
export function defaultCitySlug(storeCitySlug: string, cities: readonly City[]): string {
  return cities.some((city) => city.slug === storeCitySlug) ? storeCitySlug : DEFAULT_CITY.slug;
}
