import { groupSearchResults, MAX_RECENT_SUGGESTIONS } from './group-results';
import type { SearchAnswer, SearchItem } from './search-types';

const item = (label: string, link: string, type: SearchItem['type'] = ''): SearchItem => ({
  label,
  link,
  type,
});

describe('groupSearchResults', () => {
  const answer: SearchAnswer = {
    searchResult: [
      item('Eicher Pro 2049', '/trucks/eicher/pro-2049'),
      item('Eicher Pro 2049 CNG', '/trucks/eicher/pro-2049/variants/cng'),
      item('Eicher Pro 2049', '/trucks/eicher/pro-2049'),
    ],
    trendingResult: [item('Tata Ace Gold', '/trucks/tata-motors/ace-gold', 'trending')],
    topStories: [item('Diesel prices cut', '/news/diesel-prices-cut', 'top-stories')],
  };

  it('orders the groups hits, recently viewed, trending, top stories and drops variant links once', () => {
    const recent = [item('Eicher Skyline', '/buses/eicher/skyline', 'recently')];
    expect(groupSearchResults(answer, recent, 'eicher')).toEqual([
      { key: 'results', items: [item('Eicher Pro 2049', '/trucks/eicher/pro-2049')] },
      { key: 'recently', items: recent },
      { key: 'trending', items: answer.trendingResult },
      { key: 'topStories', items: answer.topStories },
    ]);
  });

  it('shows only recently viewed models matching the query, at most the cap', () => {
    const recent = Array.from({ length: 8 }, (_, index) =>
      item(`Tata ${index}`, `/trucks/tata-motors/m${index}`, 'recently'),
    );
    const group = (query: string) =>
      groupSearchResults(null, recent, query).find((g) => g.key === 'recently');
    expect(group('')?.items).toHaveLength(MAX_RECENT_SUGGESTIONS);
    expect(group('tata 3')?.items.map((entry) => entry.label)).toEqual(['Tata 3']);
    expect(group('mahindra')).toBeUndefined();
  });

  it('gives no groups when there is nothing to show', () => {
    expect(groupSearchResults(null, [], 'zzz')).toEqual([]);
  });
});
