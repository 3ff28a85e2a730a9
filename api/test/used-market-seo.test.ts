import { seoAnswerSchema, sitemapResponseSchema, type SeoAnswer } from '@cvb/contracts';
import { signUp } from './accounts-helpers';
import { useAdsApi } from './ads-helpers';
import { testDatabases } from './databases';
import { fromShell } from './proxy-secret';
import { goaTractor, market, postedAdId } from './used-market-helpers';

/** useAdsApi trusts no proxy: the origin is the one the request came to. */
const ORIGIN = 'http://localhost:80';

describe.each(testDatabases)('the used pages’ head and sitemap (%s)', (kind) => {
  const api = useAdsApi(kind);
  let adId = 0;
  let soldId = 0;

  beforeAll(async () => {
    const seller = await signUp(api);
    adId = await postedAdId(api, seller.session, goaTractor({ variant: '' }));
    soldId = await postedAdId(api, seller.session, goaTractor({ year: 2016, city: 'Margao' }));
    await market(api, 'POST', `my-ads/${soldId}/sold`, { session: seller.session });
  });

  async function seo(path: string, locale = 'en'): Promise<SeoAnswer> {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/general/seo?${new URLSearchParams({ path, locale }).toString()}`,
      headers: { ...fromShell, 'x-forwarded-host': 'cvbazaar.test', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    return seoAnswerSchema.parse(response.json());
  }

  it('titles list, state and brand pages in the page’s language, with every language version', async () => {
    const list = await seo('/used-tractors');
    expect(list.status).toBe(200);
    expect(list.seo.title).toContain('Used tractors for sale');
    expect(list.seo.canonical).toBe(`${ORIGIN}/used-tractors`);
    expect(list.seo.alternates.map((alternate) => alternate.hreflang)).toContain('x-default');
    const state = await seo('/used-tractors/goa', 'hi');
    expect(state.seo.title).toContain('गोवा में बिक्री के लिए पुराने ट्रैक्टर');
    expect(state.seo.description).toContain('1');
    expect(state.seo.canonical).toBe(`${ORIGIN}/hi/used-tractors/goa`);
    expect(state.firstView).toEqual([
      { path: 'used-market/tractor/ads', query: { state: 'goa', _locale: 'hi' } },
    ]);
    const brand = await seo('/used-tractors/brand/mahindra');
    expect(brand.seo.title).toContain('Mahindra: Used tractors for sale');
    // A real state without ads is a page, kept out of search results.
    expect((await seo('/used-tractors/sikkim')).seo.robots).toContain('noindex');
  });

  it('answers 404 for a state, brand or ad that does not exist', async () => {
    expect((await seo('/used-tractors/atlantis')).status).toBe(404);
    expect((await seo('/used-tractors/brand/nokia')).status).toBe(404);
    expect((await seo('/used-tractors/mahindra-575-di-2019-panaji-999999')).status).toBe(404);
    expect((await seo(`/used-trucks/mahindra-575-di-2019-panaji-${adId}`)).status).toBe(404);
  });

  it('describes an ad page with a Vehicle and its Offer in rupees, and its one canonical path', async () => {
    const page = await seo(`/used-tractors/old-words-${adId}`);
    expect(page.status).toBe(200);
    expect(page.seo.title).toContain('Mahindra 575 DI (2019) for sale in Panaji');
    expect(page.seo.canonical).toBe(`${ORIGIN}/used-tractors/mahindra-575-di-2019-panaji-${adId}`);
    // The city in the reader's language, the ad's path as it is.
    const hindi = await seo(`/used-tractors/mahindra-575-di-2019-panaji-${adId}`, 'hi');
    expect(hindi.seo.title).toContain('पणजी');
    expect(hindi.seo.title).not.toContain('Panaji');
    const vehicle = page.jsonLd.find((item) => item['@type'] === 'Vehicle');
    expect(vehicle).toMatchObject({
      brand: { '@type': 'Brand', name: 'Mahindra' },
      vehicleModelDate: '2019',
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: 450_000,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(JSON.stringify(page)).not.toContain('9822011223');
    const sold = await seo(`/used-tractors/mahindra-575-di-2016-margao-${soldId}`, 'ta');
    expect(sold.seo.robots).toContain('noindex');
    expect(sold.jsonLd.find((item) => item['@type'] === 'Vehicle')).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut' },
    });
    expect((await seo('/used-vehicle-valuation', 'te')).seo.title).toContain('పాత వాహన విలువ');
  });

  it('lists in the sitemap the pages with ads: lists, states, brands and active ads, not sold ones', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/general/sitemaps/used-vehicles' });
    const paths = sitemapResponseSchema.parse(response.json()).pages.map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/used-vehicle-valuation',
        '/used-tractors',
        '/used-tractors/goa',
        '/used-tractors/brand/mahindra',
        `/used-tractors/mahindra-575-di-2019-panaji-${adId}`,
      ]),
    );
    expect(paths).not.toContain('/used-tractors/sikkim');
    expect(paths).not.toContain(`/used-tractors/mahindra-575-di-2016-margao-${soldId}`);
    expect(paths).not.toContain('/used-buses/goa');
  });
});
