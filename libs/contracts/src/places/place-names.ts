import { indianStateBySlug } from '../used-market/indian-states';
import type { LocaleCode } from '../verticals';
import { hi } from './by-locale/hi';
import { mr } from './by-locale/mr';
import { pa } from './by-locale/pa';
import { ta } from './by-locale/ta';
import { te } from './by-locale/te';
import { cityIn, placeIn, stateIn, type PlaceTable } from './place-table';

/**
 * Every language's place names at once, for the API (its sentences and SEO render any language) and for checks. A
 * page in the browser reads its own language's table only, loaded with its texts (`@cvb/i18n`'s `cityName`,
 * `placeName`, `stateName`; docs/domain.md#cities).
 */
const TABLES: Readonly<Record<Exclude<LocaleCode, 'en'>, PlaceTable>> = { hi, mr, pa, ta, te };

/** The place names of a language; none for English (the names are English already). */
export const placeNames = (locale: LocaleCode): PlaceTable | undefined =>
  locale === 'en' ? undefined : TABLES[locale];

/** The English names of the site's cities the tables translate (for tests). */
export const TRANSLATED_CITIES: readonly string[] = Object.keys(hi.cities);

/** The English names of the fuel tables' other towns the tables translate (for tests). */
export const TRANSLATED_TOWNS: readonly string[] = Object.keys(hi.towns);

/** A state's or union territory's name in a language ("Maharashtra" → "महाराष्ट्र"); an unknown name stays as given. */
export const stateName = (english: string, locale: LocaleCode): string =>
  stateIn(placeNames(locale), english);

/** One of the site's 60 cities (or a state) in a language ("Pune" → "पुणे", "புனே"); an unknown name stays as given. */
export const cityName = (english: string, locale: LocaleCode): string => cityIn(placeNames(locale), english);

/** A town of the fuel tables ("Thane" → "ठाणे"), else a city or a state, in a language; else as given. */
export const placeName = (english: string, locale: LocaleCode): string =>
  placeIn(placeNames(locale), english);

/** The name of the state of a URL slug (`tamil-nadu`) in a language; undefined for a slug that is no state. */
export function stateNameOfSlug(slug: string, locale: LocaleCode): string | undefined {
  const state = indianStateBySlug(slug);
  return state && stateName(state.name, locale);
}
