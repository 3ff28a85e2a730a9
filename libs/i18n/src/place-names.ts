import { cityIn, placeIn, stateIn, type LocaleCode, type PlaceTable } from '@cvb/contracts';
import { getI18n } from './create-i18n';
import { placeTexts } from './place-texts';

/**
 * The page's place names in `locale`, as `loadTexts` brought them (`placeTexts`, always loaded with the page's
 * texts, on the server as in the browser); none for English, whose names are the keys.
 */
function loadedTable(locale: LocaleCode): PlaceTable | undefined {
  if (locale === 'en') return undefined;
  const table: PlaceTable | undefined = getI18n().getResourceBundle(locale, placeTexts.namespace);
  return table;
}

/**
 * A state's or union territory's name in the page's language ("Maharashtra" → "महाराष्ट्र"), as the page loaded it;
 * a name the table does not know stays English. The API names places with `@cvb/contracts`' functions of the same
 * names, which hold every language.
 */
export const stateName = (english: string, locale: LocaleCode): string =>
  stateIn(loadedTable(locale), english);

/** One of the site's cities (or a state) in the page's language ("Pune" → "पुणे"); else as given. */
export const cityName = (english: string, locale: LocaleCode): string => cityIn(loadedTable(locale), english);

/** A town of the fuel tables ("Thane" → "ठाणे"), else a city or a state, in the page's language; else as given. */
export const placeName = (english: string, locale: LocaleCode): string =>
  placeIn(loadedTable(locale), english);
