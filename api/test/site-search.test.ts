import { headerSearchResponseSchema, type HeaderSearchResponse } from '@cvb/contracts';
import { testDatabases, useTestApi } from './databases';

describe.each(testDatabases)('header search on %s', (kind) => {
  const api = useTestApi(kind);

  async function search(query: string, extra = ''): Promise<HeaderSearchResponse['data']> {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/general/search?searchQuery=${encodeURIComponent(query)}&city=new-delhi${extra}`,
    });
    expect(response.statusCode).toBe(200);
    return headerSearchResponseSchema.parse(response.json()).data;
  }

  it.each([
    ['tata ac', 'Tata Ace Gold', '/trucks/tata-motors/ace-gold'],
    ['ashok leylend', 'Ashok Leyland Trucks', '/trucks/ashok-leyland'],
    ['टाटा ऐस', 'Tata Ace Gold', '/trucks/tata-motors/ace-gold'],
    ['ਟਾਟਾ ਏਸ', 'Tata Ace Gold', '/trucks/tata-motors/ace-gold'],
    ['டாடா ஏஸ்', 'Tata Ace Gold', '/trucks/tata-motors/ace-gold'],
    ['టాటా ఏస్', 'Tata Ace Gold', '/trucks/tata-motors/ace-gold'],
    ['महिंद्रा बोलेरो', 'Mahindra Bolero Pik-Up', '/trucks/mahindra/bolero-pik-up'],
  ])('"%s" finds %s first', async (query, label, link) => {
    const { searchResult } = await search(query);
    expect(searchResult[0]).toEqual({ label, link, type: '' });
  });

  it('finds brands of the other verticals, tyres and the site’s pages', async () => {
    expect((await search('tata bus')).searchResult[0]).toMatchObject({ link: '/buses/tata-motors' });
    expect((await search('mrf')).searchResult[0]).toMatchObject({ label: 'MRF Tyres', link: '/tyres/mrf' });
    expect((await search('emi calculator')).searchResult.map((item) => item.link)).toEqual(
      expect.arrayContaining([
        '/trucks/emi-calculator',
        '/buses/emi-calculator',
        '/three-wheelers/emi-calculator',
      ]),
    );
    expect((await search('fuel price')).searchResult[0]).toMatchObject({ link: '/fuel-prices' });
    expect((await search('privacy')).searchResult[0]).toMatchObject({ link: '/privacy-policy' });
    expect((await search('संपर्क')).searchResult[0]).toMatchObject({ link: '/contact-us' });
  });

  it('finds news in the asked locale only', async () => {
    const english = await search('GST');
    expect(english.searchResult.some((item) => item.link.startsWith('/news/'))).toBe(true);
    const hindi = await search('जीएसटी', '&locale=hi');
    const hindiNews = hindi.searchResult.filter((item) => item.link.startsWith('/news/'));
    expect(hindiNews.length).toBeGreaterThan(0);
    expect(hindiNews.every((item) => /[\u0900-\u097F]/.test(item.label))).toBe(true);
  });

  it('marks upcoming models', async () => {
    const { searchResult } = await search('switch iev2');
    expect(searchResult[0]).toEqual({
      label: 'Switch IeV2',
      link: '/trucks/switch-mobility/iev2',
      type: '',
      status: 'upcoming',
    });
  });

  it('never answers a link to variants', async () => {
    for (const query of ['tata', 'ace gold variants', 'variants', 'ashok', 'mahindra']) {
      const { searchResult } = await search(query);
      expect(searchResult.filter((item) => item.link.includes('variants'))).toEqual([]);
    }
  });

  it('answers an empty query (sent on focus) with trending models and top stories, no hits', async () => {
    const data = await search('');
    expect(data.searchResult).toEqual([]);
    expect(data.trendingResult.length).toBeGreaterThan(0);
    expect(data.trendingResult[0]).toEqual({
      label: 'Tata Ace Gold',
      link: '/trucks/tata-motors/ace-gold',
      type: 'trending',
    });
    expect(data.topStories.length).toBeGreaterThan(0);
    expect(
      data.topStories.every((item) => item.type === 'top-stories' && item.link.startsWith('/news/')),
    ).toBe(true);
  });

  it('gives top stories in the locale', async () => {
    const { topStories } = await search('', '&locale=hi');
    expect(topStories.every((item) => /[\u0900-\u097F]/.test(item.label))).toBe(true);
  });

  it('answers the same search under v4/search-bar?q=', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/v4/search-bar?q=${encodeURIComponent('tata ac')}`,
    });
    expect(response.statusCode).toBe(200);
    const { data } = headerSearchResponseSchema.parse(response.json());
    expect(data.searchResult[0]).toMatchObject({ link: '/trucks/tata-motors/ace-gold' });
    expect(data.trendingResult.length).toBeGreaterThan(0);
  });

  it('refuses a query longer than 100 characters, naming the field', async () => {
    for (const url of [
      `/api/general/search?searchQuery=${'a'.repeat(101)}`,
      `/api/v4/search-bar?q=${'a'.repeat(101)}`,
    ]) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^(searchQuery|q): must be at most 100 characters/);
    }
    const atLimit = await api.app.inject({
      method: 'GET',
      url: `/api/general/search?searchQuery=${'a'.repeat(100)}`,
    });
    expect(atLimit.statusCode).toBe(200);
  });

  it('refuses an unknown locale', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/general/search?searchQuery=tata&locale=fr',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^locale:/);
  });
});
