import { filterPageResponseSchema } from '@cvb/contracts';
import { etagMatches } from '../src/catalogue/public-cache';
import { testDatabases, useTestApi } from './databases';

describe.each(testDatabases)('HTTP caching of catalogue answers on %s', (kind) => {
  const api = useTestApi(kind);
  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers });

  it('marks public catalogue answers cacheable for a minute with an ETag of the body', async () => {
    const list = await get('/api/trucks/filter-page?pageType=popular');
    const model = filterPageResponseSchema.parse(list.json()).items[0];
    const urls = [
      '/api/trucks/filter-page?pageType=popular',
      `/api/trucks/model-detail?brandSlug=${model.brandSlug}&modelSlug=${model.slug}`,
      `/api/trucks/model-videos?brandSlug=${model.brandSlug}&modelSlug=${model.slug}`,
      `/api/trucks/dealers?brandSlug=${model.brandSlug}`,
      `/api/general/similar-data?type=truck&slug=${model.slug}`,
      '/api/general/cities',
    ];
    for (const url of urls) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect((await get(url)).headers.etag).toBe(response.headers.etag);
    }
  });

  it('answers 304 with no body when If-None-Match holds the current ETag, and 200 for another tag', async () => {
    const url = '/api/trucks/filter-page?pageType=popular';
    const first = await get(url);
    const etag = String(first.headers.etag);

    const unchanged = await get(url, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    const weakInList = await get(url, { 'if-none-match': `"old", W/${etag}` });
    expect(weakInList.statusCode).toBe(304);

    const stale = await get(url, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('gives different answers different ETags', async () => {
    const popular = await get('/api/trucks/filter-page?pageType=popular');
    const latest = await get('/api/trucks/filter-page?pageType=latest');
    expect(popular.headers.etag).not.toBe(latest.headers.etag);
  });

  it('does not mark errors or a visitor’s own list as publicly cacheable', async () => {
    const missing = await get('/api/trucks/model-detail?brandSlug=tata-motors&modelSlug=no-such-truck');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.headers.etag).toBeUndefined();

    const invalid = await get('/api/trucks/filter-page?fuelTypes=steam');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers.etag).toBeUndefined();

    const mine = await get('/api/general/recently-viewed?visitorId=visitor-cache-test');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBeUndefined();
    expect(mine.headers.etag).toBeUndefined();
  });
});

describe('etagMatches', () => {
  it('matches the same tag, a weak copy, a list member and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"x", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
  });

  it('does not match a missing header or another tag', () => {
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('"b"', '"a"')).toBe(false);
  });
});
