import { indianStateByName } from '../used-market/indian-states';

/** Names in one language, keyed by the English name (the key data and the browser's `location` keep). */
type Names = Readonly<Record<string, string>>;

/**
 * One language's names of the site's places (`by-locale/<code>.ts`): the 60 cities, the fuel tables' other towns,
 * the 36 states and union territories (docs/domain.md#cities). A type alias, not an interface: a page loads it as
 * a text bundle (`@cvb/i18n`'s `placeTexts`).
 */
export type PlaceTable = {
  readonly cities: Names;
  readonly towns: Names;
  readonly states: Names;
};

/** The name of `english` in `names`, when the table has one (never a property every object has, such as "constructor"). */
const own = (names: Names | undefined, english: string): string | undefined =>
  names && Object.hasOwn(names, english) ? names[english] : undefined;

/** A state's or union territory's name in `table`'s language (its English name in any case); else as given. */
export function stateIn(table: PlaceTable | undefined, english: string): string {
  const state = indianStateByName(english);
  return (state && own(table?.states, state.name)) ?? english;
}

/** One of the site's cities (or a state) in `table`'s language; a name the table does not know stays as given. */
export function cityIn(table: PlaceTable | undefined, english: string): string {
  return own(table?.cities, english.trim()) ?? stateIn(table, english);
}

/** Any place of the fuel and city lists: a town of the fuel tables, else a city or a state (`cityIn`). */
export function placeIn(table: PlaceTable | undefined, english: string): string {
  return own(table?.towns, english.trim()) ?? cityIn(table, english);
}
