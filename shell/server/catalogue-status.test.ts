import { catalogueCheckUrl, catalogueStatus } from './catalogue-status';

const API = 'http://api.test';

/** A stand-in API: the given URLs answer with their status and body, every other URL 200 with `[]`. */
function fakeApi(answers: Record<string, { status: number; body?: unknown }>): typeof fetch {
  return (async (input: string | URL | Request) => {
    const url = String(input);
    const answer = Object.entries(answers).find(([prefix]) => url.startsWith(prefix))?.[1] ?? { status: 200 };
    return { status: answer.status, json: async () => answer.body ?? [] } as Response;
  }) as typeof fetch;
}

describe('catalogue page status', () => {
  it('asks the API about the brand, model or variant a catalogue path names, in any locale', () => {
    expect(catalogueCheckUrl('/buses/tata-motors', API)).toBe(`${API}/api/bus-brands?slug=tata-motors`);
    expect(catalogueCheckUrl('/hi/three-wheelers/bajaj/re-compact', API)).toBe(
      `${API}/api/three-wheelers/model-detail?brandSlug=bajaj&city=new-delhi&locale=en&modelSlug=re-compact`,
    );
    expect(catalogueCheckUrl('/trucks/tata-motors/ace-gold/ace-gold-cng', API)).toContain(
      '/api/trucks/variant-detail?brandSlug=tata-motors',
    );
  });

  it('leaves the fixed pages, list pages, dealers, videos and other sections alone', () => {
    for (const path of [
      '/buses',
      '/buses/search',
      '/buses/buses-under-1-crore',
      '/buses/bus-dealers/tata-motors/pune',
      '/three-wheelers/e-rickshaw-three-wheelers',
      '/trucks/tata-motors/videos',
      '/trucks/tata-motors/ace-gold/videos',
      '/news/some-story',
      '/tractors/mahindra/575-di',
    ]) {
      expect(catalogueCheckUrl(path, API)).toBeNull();
    }
  });

  it('is 404 for an unknown model, variant or brand and 200 for a known one', async () => {
    const api = fakeApi({
      [`${API}/api/buses/model-detail`]: { status: 404 },
      [`${API}/api/trucks/variant-detail`]: { status: 200 },
      [`${API}/api/bus-brands?slug=tata-motors`]: { status: 200, body: [{ slug: 'tata-motors' }] },
      [`${API}/api/bus-brands?slug=no-such-brand`]: { status: 200, body: [] },
    });
    expect(await catalogueStatus('/buses/tata-motors/no-such-model', API, api)).toBe(404);
    expect(await catalogueStatus('/trucks/tata-motors/ace-gold/ace-gold-cng', API, api)).toBe(200);
    expect(await catalogueStatus('/ta/buses/tata-motors', API, api)).toBe(200);
    expect(await catalogueStatus('/buses/no-such-brand', API, api)).toBe(404);
  });

  it('is 200 when the API cannot be reached: the page shows its own error and retry', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await catalogueStatus('/buses/tata-motors/starbus', API, down)).toBe(200);
  });
});
