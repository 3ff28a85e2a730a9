import { useCallback } from 'react';
import { fetchHeaderSearch } from '@cvb/api-client';
import { selectCity, selectLocale, useAppSelector } from '@cvb/store';
import { openSearchItem } from './open-search-item';
import { SearchBox } from './search-box';
import type { SearchFn, SearchItem } from './search-types';

/** The typeahead bound to the site search of the visitor's city and language. */
export function HeaderSearch() {
  const locale = useAppSelector(selectLocale);
  const city = useAppSelector(selectCity);
  const search = useCallback<SearchFn>(
    async (query, signal) => (await fetchHeaderSearch(query, city.slug, locale, signal)).data,
    [city.slug, locale],
  );
  const open = useCallback((item: SearchItem) => openSearchItem(item.link, locale), [locale]);
  return <SearchBox search={search} onOpenItem={open} />;
}
