import type { SearchAnswer, SearchItem, SearchItemType } from './search-types';

export type SearchGroupKey = 'results' | 'recently' | 'trending' | 'topStories';

export interface SearchGroup {
  key: SearchGroupKey;
  items: SearchItem[];
}

const GROUP_OF_TYPE: Record<SearchItemType, SearchGroupKey> = {
  '': 'results',
  recently: 'recently',
  trending: 'trending',
  'top-stories': 'topStories',
};

const GROUP_ORDER: readonly SearchGroupKey[] = ['results', 'recently', 'trending', 'topStories'];

/** How many recently viewed models the suggestions show. */
export const MAX_RECENT_SUGGESTIONS = 5;

function matches(item: SearchItem, query: string): boolean {
  return query === '' || item.label.toLocaleLowerCase().includes(query.toLocaleLowerCase());
}

/**
 * Suggestions under their headings: search hits (without variant pages, docs/domain.md#header-and-footer), recently viewed models that
 * match the query, trending, top stories. Empty groups are left out; a link appears once per group.
 */
export function groupSearchResults(
  answer: SearchAnswer | null,
  recent: readonly SearchItem[],
  query: string,
): SearchGroup[] {
  const needle = query.trim();
  const fromApi = answer ? [...answer.searchResult, ...answer.trendingResult, ...answer.topStories] : [];
  const recentMatches = recent.filter((item) => matches(item, needle)).slice(0, MAX_RECENT_SUGGESTIONS);
  const buckets = new Map<SearchGroupKey, SearchItem[]>(GROUP_ORDER.map((key) => [key, []]));

  for (const item of [...fromApi, ...recentMatches]) {
    const key = GROUP_OF_TYPE[item.type] ?? 'results';
    if (key === 'results' && item.link.includes('variants')) continue;
    const bucket = buckets.get(key) ?? [];
    if (!bucket.some((existing) => existing.link === item.link)) bucket.push(item);
  }
  return GROUP_ORDER.map((key) => ({ key, items: buckets.get(key) ?? [] })).filter(
    (group) => group.items.length > 0,
  );
}
