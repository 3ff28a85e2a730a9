import type { HeaderSearchResponse } from '@cvb/contracts';

export type { SearchItem, SearchItemType } from '@cvb/contracts';

/** The three lists of `general/search` (docs/domain.md#header-and-footer). */
export type SearchAnswer = HeaderSearchResponse['data'];

/** Asks for suggestions; the header binds city and locale. An empty query gives trending and top stories. */
export type SearchFn = (query: string, signal: AbortSignal) => Promise<SearchAnswer>;
