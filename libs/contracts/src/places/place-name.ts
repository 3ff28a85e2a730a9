import type { LocaleCode } from '../verticals';
import { cityName } from './city-name';
import { parsePlaceLines } from './parse-place-lines';
import { TOWN_LINES } from './town-names';

const TOWNS = parsePlaceLines(TOWN_LINES);

/** The English names of the fuel tables' other towns this table translates (for tests). */
export const TRANSLATED_TOWNS: readonly string[] = [...TOWNS.keys()];

/**
 * Any place of the fuel and city lists in a language: a town of the fuel tables ("Thane" → "ठाणे"), else one of
 * the site's cities or a state (`cityName`); a name it does not know stays as given.
 */
export function placeName(english: string, locale: LocaleCode): string {
  if (locale === 'en') return english;
  return TOWNS.get(english.trim())?.[locale] ?? cityName(english, locale);
}
