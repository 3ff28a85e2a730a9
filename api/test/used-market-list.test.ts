import type { UsedAdList } from '@cvb/contracts';
import { signUp } from './accounts-helpers';
import { useAdsApi } from './ads-helpers';
import { testDatabases } from './databases';
import { seedUsedAds } from '../src/seed/used-ads/seed-used-ads';
import { indiaToday } from '../src/time/india-today';
import { goaTractor, market, postedAdId } from './used-market-helpers';

describe.each(testDatabases)('used marketplace lists (%s)', (kind) => {
  const api = useAdsApi(kind);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await seedUsedAds(api.database.db, indiaToday());
    const seller = await signUp(api);
    // Oldest first: the list shows them newest first.
    ids.old = await postedAdId(
      api,
      seller.session,
      goaTractor({
        brand: 'HMT',
        model: '5911',
        brandSlug: undefined,
        modelSlug: undefined,
        year: 2008,
        price: 210_000,
        city: 'Vasco da Gama',
        kmsDriven: 90_000,
        owner: '3rd+',
      }),
    );
    ids.swaraj = await postedAdId(
      api,
      seller.session,
      goaTractor({
        brand: 'Swaraj',
        model: '744 FE',
        brandSlug: 'swaraj',
        modelSlug: '744-fe',
        year: 2018,
        price: 380_000,
        kmsDriven: 40_000,
      }),
    );
    ids.mahindraNew = await postedAdId(
      api,
      seller.session,
      goaTractor({ year: 2021, price: 560_000, city: 'Margao', owner: '2nd', kmsDriven: 20_000 }),
    );
    ids.mahindra = await postedAdId(api, seller.session, goaTractor());
    ids.truck = await postedAdId(
      api,
      seller.session,
      goaTractor({
        vertical: 'truck',
        brand: 'Tata',
        model: 'Ace Gold',
        brandSlug: undefined,
        modelSlug: undefined,
        price: 300_000,
      }),
    );
  });

  async function list(vertical: string, query: string): Promise<UsedAdList> {
    const response = await market(api, 'GET', `${vertical}/ads?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('9822011223');
    expect(response.body).not.toContain('ramesh@example.in');
    return response.json() as UsedAdList;
  }
  const models = (answer: UsedAdList) => answer.ads.map((ad) => `${ad.brand} ${ad.year}`);

  it("a state page lists that state's active ads of the vertical, newest first, with one path per ad", async () => {
    const page = await list('tractor', 'state=goa&_locale=hi');
    expect(page.total).toBe(4);
    expect(models(page)).toEqual(['Mahindra 2019', 'Mahindra 2021', 'Swaraj 2018', 'HMT 2008']);
    expect(page.state).toEqual({ slug: 'goa', name: 'गोवा' });
    expect(page.ads[0]).toMatchObject({
      path: `/used-tractors/mahindra-575-di-2019-panaji-${ids.mahindra}`,
      stateSlug: 'goa',
      brandSlug: 'mahindra',
      modelSlug: '575-di',
      fuel: 'diesel',
      status: 'active',
    });
  });

  it('filters by brand, model, price band or range, year, km, owner and city', async () => {
    expect(models(await list('tractor', 'state=goa&brand=mahindra'))).toEqual([
      'Mahindra 2019',
      'Mahindra 2021',
    ]);
    expect(models(await list('tractor', 'state=goa&brand=mahindra&model=575-di&owner=2nd'))).toEqual([
      'Mahindra 2021',
    ]);
    expect(models(await list('tractor', 'state=goa&maxPrice=500000'))).toEqual([
      'Mahindra 2019',
      'Swaraj 2018',
      'HMT 2008',
    ]);
    expect(models(await list('tractor', 'state=goa&priceBand=5-10-lakh'))).toEqual(['Mahindra 2021']);
    expect(models(await list('tractor', 'state=goa&yearMin=2019'))).toEqual([
      'Mahindra 2019',
      'Mahindra 2021',
    ]);
    expect(models(await list('tractor', 'state=goa&kms=50000-100000-km'))).toEqual(['HMT 2008']);
    expect(models(await list('tractor', 'state=goa&city=margao'))).toEqual(['Mahindra 2021']);
    expect(models(await list('truck', 'state=goa'))).toEqual(['Tata 2019']);
  });

  it("counts each filter's values with the other filters kept and its own left out", async () => {
    const { facets, total } = await list('tractor', 'state=goa&brand=mahindra');
    expect(total).toBe(2);
    expect(facets.brand).toEqual([
      { value: 'mahindra', label: 'Mahindra', count: 2 },
      { value: 'hmt', label: 'HMT', count: 1 },
      { value: 'swaraj', label: 'Swaraj', count: 1 },
    ]);
    expect(facets.owner).toEqual([
      { value: '1st', label: '1st', count: 1 },
      { value: '2nd', label: '2nd', count: 1 },
    ]);
    expect(facets.year.map((value) => value.value)).toEqual(['2021', '2019']);
    expect(facets.priceBand).toEqual([
      { value: '2-5-lakh', label: '2-5-lakh', count: 1 },
      { value: '5-10-lakh', label: '5-10-lakh', count: 1 },
    ]);
    // The state facet leaves the state out: Goa's 2 Mahindras beside the seeded ones elsewhere.
    expect(facets.state.find((value) => value.value === 'goa')).toEqual({
      value: 'goa',
      label: 'Goa',
      count: 2,
    });
    expect(facets.state.length).toBeGreaterThan(5);
  });

  it('sorts by price or year and pages', async () => {
    expect(models(await list('tractor', 'state=goa&sort=price-asc'))).toEqual([
      'HMT 2008',
      'Swaraj 2018',
      'Mahindra 2019',
      'Mahindra 2021',
    ]);
    expect(models(await list('tractor', 'state=goa&sort=price-desc&pageSize=1&page=2'))).toEqual([
      'Mahindra 2019',
    ]);
    expect(models(await list('tractor', 'state=goa&sort=year-desc&pageSize=3&page=2'))).toEqual(['HMT 2008']);
  });

  it('answers 404 for a state or brand that does not exist, and 400 naming a bad filter', async () => {
    expect((await market(api, 'GET', 'tractor/ads?state=atlantis')).statusCode).toBe(404);
    expect((await market(api, 'GET', 'tractor/ads?brand=nokia')).json()).toMatchObject({
      statusCode: 404,
      message: 'No such brand',
    });
    // A brand a seller typed ("Other") has a brand page too.
    expect((await list('tractor', 'brand=hmt')).brand).toEqual({ slug: 'hmt', name: 'HMT' });
    const bad = await market(api, 'GET', 'tractor/ads?sort=cheapest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sort');
    expect((await market(api, 'GET', 'cars/ads')).statusCode).toBe(400);
  });

  it('shows the seeded marketplace: hundreds of ads over many states, each with drawings for photos', async () => {
    const tractors = await list('tractor', 'pageSize=48');
    expect(tractors.total).toBeGreaterThan(80);
    expect(tractors.facets.state.length).toBeGreaterThanOrEqual(15);
    expect(tractors.facets.brand.length).toBeGreaterThanOrEqual(5);
    const seeded = tractors.ads.filter((ad) => ad.photo !== null);
    expect(seeded.length).toBeGreaterThan(30);
    expect(seeded[0]?.photo?.url).toMatch(/^\/api\/media\/models\/[a-z0-9-]+\/[a-z0-9-]+\/angle\.svg$/);
    const maharashtra = await list('tractor', 'state=maharashtra&maxPrice=500000');
    expect(maharashtra.total).toBeGreaterThan(0);
    expect(maharashtra.ads.every((ad) => ad.stateSlug === 'maharashtra' && ad.price <= 500_000)).toBe(true);
  });
});
