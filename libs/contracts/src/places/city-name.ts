import type { LocaleCode } from '../verticals';
import { indianStateByName } from '../used-market/indian-states';
import { CITY_LINES } from './city-names';
import { parsePlaceLines } from './parse-place-lines';

const CITIES = parsePlaceLines(CITY_LINES);

/** The English names of the site's cities this table translates (for tests). */
export const TRANSLATED_CITIES: readonly string[] = [...CITIES.keys()];

/** A state's or union territory's name in a language ("Maharashtra" → "महाराष्ट्र"); an unknown name stays as given. */
export function stateName(english: string, locale: LocaleCode): string {
  if (locale === 'en') return english;
  return indianStateByName(english)?.name[locale] ?? english;
}

/**
 * One of the site's 60 cities (or a state) in a language ("Pune" → "पुणे", "புனே"): the one table the API's
 * sentences and the pages' lists read (docs/domain.md#cities). A name it does not know stays as given.
 */
export function cityName(english: string, locale: LocaleCode): string {
  if (locale === 'en') return english;
  return CITIES.get(english.trim())?.[locale] ?? stateName(english, locale);
}
