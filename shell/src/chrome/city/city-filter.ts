import type { City, LocaleCode } from '@cvb/contracts';
import { cityName } from '@cvb/i18n';

/**
 * Cities whose name or state contains the query, ignoring case and spaces around it: in English or in the page's
 * language ("Pune" or "पुणे").
 */
export function filterCities(cities: readonly City[], query: string, locale: LocaleCode = 'en'): City[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...cities];
  return cities.filter((city) =>
    [city.name, city.state, cityName(city.name, locale), cityName(city.state, locale)].some((name) =>
      name.toLocaleLowerCase().includes(needle),
    ),
  );
}

/** docs/domain.md#header-and-footer: on phones the header shows at most 5 characters of the city, then '…'. */
export const SHORT_CITY_LENGTH = 5;

export function shortCityLabel(name: string): string {
  const characters = Array.from(name);
  return characters.length > SHORT_CITY_LENGTH ? `${characters.slice(0, SHORT_CITY_LENGTH).join('')}…` : name;
}
