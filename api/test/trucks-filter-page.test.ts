import {
  filterPageResponseSchema,
  TRUCK_BUDGET_BANDS,
  type FilterPageResponse,
  type ModelSummary,
} from '@cvb/contracts';
import { testDatabases, useTestApi } from './databases';

const LAKH = 100_000;
const priceOf = (model: ModelSummary) => model.minPrice ?? model.expectedPrice;

describe.each(testDatabases)('trucks/filter-page on %s', (kind) => {
  const api = useTestApi(kind);

  async function page(query: string): Promise<FilterPageResponse> {
    const response = await api.app.inject({ method: 'GET', url: `/api/trucks/filter-page?${query}` });
    expect(response.statusCode).toBe(200);
    return filterPageResponseSchema.parse(response.json());
  }
  const all = () => page('pageSize=100');

  it('lists every truck on sale or upcoming by popularity, with total, page and page size', async () => {
    const result = await all();
    expect(result.total).toBeGreaterThanOrEqual(90);
    expect(result.items).toHaveLength(result.total);
    expect(result.items.every((m) => m.vertical === 'truck' && m.status !== 'discontinued')).toBe(true);
    expect(
      result.items.every((m) => m.angleImage === `/api/media/models/${m.brandSlug}/${m.slug}/angle.svg`),
    ).toBe(true);
    const popularity = result.items.map((m) => m.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const first = await page('');
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: result.total });
    expect(first.items).toHaveLength(20);
  });

  it('pages without overlap and returns an empty page past the end', async () => {
    const whole = await all();
    const one = await page('pageSize=10&page=1');
    const two = await page('pageSize=10&page=2');
    expect([...one.items, ...two.items].map((m) => m.id)).toEqual(whole.items.slice(0, 20).map((m) => m.id));
    const beyond = await page('pageSize=10&page=50');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(whole.total);
  });

  it('sorts by price both ways, models without a price last', async () => {
    for (const [sort, sign] of [
      ['price-asc', 1],
      ['price-desc', -1],
    ] as const) {
      const items = (await page(`pageSize=100&sort=${sort}`)).items;
      const prices = items.map(priceOf);
      const priced = prices.filter((p): p is number => p !== null);
      expect(priced).toEqual([...priced].sort((a, b) => (a - b) * sign));
      expect(prices.slice(priced.length).every((p) => p === null)).toBe(true);
      expect(priced.length).toBeLessThan(items.length);
    }
  });

  it('filters by brandSlugs (any of) and bodyTypes (any of)', async () => {
    const tataEicher = await page('pageSize=100&brandSlugs=tata-motors,eicher');
    expect(new Set(tataEicher.items.map((m) => m.brandSlug))).toEqual(new Set(['tata-motors', 'eicher']));
    const tippers = await page('pageSize=100&bodyTypes=dumper,trailer');
    expect(tippers.total).toBeGreaterThanOrEqual(10);
    expect(tippers.items.every((m) => ['dumper', 'trailer'].includes(m.bodyType))).toBe(true);
  });

  it('filters by budget bands, fuel, transmission, wheels, gvw and payload', async () => {
    const under10 = await page('pageSize=100&budget=under-10-lakh');
    expect(under10.total).toBeGreaterThan(5);
    expect(under10.items.every((m) => (priceOf(m) ?? Infinity) < 10 * LAKH)).toBe(true);
    const band = await page('pageSize=100&budget=10-20-lakh,above-50-lakh');
    expect(
      band.items.every((m) => {
        const p = priceOf(m) ?? -1;
        return (p >= 10 * LAKH && p < 20 * LAKH) || p >= 50 * LAKH;
      }),
    ).toBe(true);
    const electric = await page('pageSize=100&fuelTypes=electric');
    expect(electric.total).toBeGreaterThanOrEqual(5);
    expect(electric.items.every((m) => m.fuelType === 'electric' && m.transmission === 'automatic')).toBe(
      true,
    );
    const manual = await page('pageSize=100&transmissionTypes=manual');
    expect(manual.items.every((m) => m.transmission === 'manual')).toBe(true);
    const wheels = await page('pageSize=100&wheels=10,12');
    expect(wheels.total).toBeGreaterThan(0);
    expect(wheels.items.every((m) => m.wheels === 10 || m.wheels === 12)).toBe(true);
    const gvw = await page('pageSize=100&gvw=under-3.5-t');
    expect(gvw.items.every((m) => (m.gvwKg ?? Infinity) < 3500)).toBe(true);
    const payload = await page('pageSize=100&payload=10-20-t');
    expect(payload.items.every((m) => (m.payloadKg ?? 0) >= 10000 && (m.payloadKg ?? 0) < 20000)).toBe(true);
  });

  it('filters by underPrice / overPrice in rupees and by brandFuelSlug', async () => {
    const range = await page('pageSize=100&overPrice=1000000&underPrice=2000000');
    expect(range.total).toBeGreaterThan(0);
    expect(
      range.items.every((m) => (priceOf(m) ?? 0) >= 1_000_000 && (priceOf(m) ?? Infinity) <= 2_000_000),
    ).toBe(true);
    const tataElectric = await page('pageSize=100&brandFuelSlug=tata-motors-electric');
    expect(tataElectric.items.map((m) => m.slug).sort()).toEqual(['ace-ev', 'ultra-e-12']);
  });

  it('combines filters with AND across parameters', async () => {
    const result = await page(
      'pageSize=100&brandSlugs=tata-motors,mahindra&fuelTypes=diesel&budget=under-10-lakh',
    );
    expect(result.total).toBeGreaterThan(0);
    for (const m of result.items) {
      expect(['tata-motors', 'mahindra']).toContain(m.brandSlug);
      expect(m.fuelType).toBe('diesel');
      expect(priceOf(m) ?? Infinity).toBeLessThan(10 * LAKH);
    }
  });

  it('selects the list with pageType', async () => {
    const upcoming = await page('pageType=upcoming&pageSize=100');
    expect(upcoming.total).toBeGreaterThanOrEqual(3);
    expect(upcoming.items.every((m) => m.status === 'upcoming' && m.expectedLaunch !== null)).toBe(true);
    const popular = await page('pageType=popular&pageSize=100');
    expect(popular.items.every((m) => m.isPopular)).toBe(true);
    const latest = await page('pageType=latest&pageSize=100');
    expect(latest.total).toBeGreaterThan(0);
    expect(latest.items.every((m) => m.isLatest)).toBe(true);
    const mini = await page('pageType=mini-trucks&pageSize=100');
    expect(mini.total).toBeGreaterThan(3);
    expect(mini.items.every((m) => m.bodyType === 'mini')).toBe(true);
    const dumpers = await page('pageType=dumper-trucks&pageSize=100');
    expect(dumpers.items.every((m) => m.bodyType === 'dumper')).toBe(true);
    const cheap = await page('pageType=trucks-under-10-lakh&pageSize=100');
    expect(cheap.total).toBe((await page('budget=under-10-lakh')).total);
    const electric = await page('pageType=electric&pageSize=100');
    expect(electric.items.every((m) => m.fuelType === 'electric')).toBe(true);
    const discontinued = await page('pageType=discontinued&pageSize=100');
    expect(discontinued.total).toBeGreaterThanOrEqual(3);
    expect(discontinued.items.every((m) => m.status === 'discontinued')).toBe(true);
  });

  it('includes models whose price is coming soon, with no price', async () => {
    const intra = (await all()).items.find((m) => m.slug === 'intra-v70');
    expect(intra).toMatchObject({ minPrice: null, maxPrice: null, status: 'on-sale' });
  });

  it('counts facets over the result with the facet’s own filter ignored', async () => {
    const whole = await all();
    const result = await page('pageSize=100&brandSlugs=tata-motors&fuelTypes=diesel');
    const tataAll = whole.items.filter((m) => m.brandSlug === 'tata-motors');
    const dieselAll = whole.items.filter((m) => m.fuelType === 'diesel');
    // brand facet: the fuel filter applies, the brand filter does not
    const brandCount = (slug: string) => result.facets.brands.find((b) => b.slug === slug)?.count;
    expect(brandCount('tata-motors')).toBe(result.total);
    expect(brandCount('eicher')).toBe(dieselAll.filter((m) => m.brandSlug === 'eicher').length);
    // fuel facet: the brand filter applies, the fuel filter does not
    const fuelCount = (key: string) =>
      result.facets.dimensions['fuelTypes'].find((f) => f.key === key)?.count;
    expect(fuelCount('electric')).toBe(tataAll.filter((m) => m.fuelType === 'electric').length);
    expect(fuelCount('diesel')).toBe(result.total);
    // other facets: both filters apply
    const bodySum = result.facets.dimensions['bodyTypes'].reduce((sum, f) => sum + f.count, 0);
    expect(bodySum).toBe(result.total);
    expect(result.facets.dimensions['budget'].map((b) => b.key)).toEqual(
      TRUCK_BUDGET_BANDS.map((b) => b.key),
    );
    const wheelSum = result.facets.dimensions['wheels'].reduce((sum, f) => sum + f.count, 0);
    expect(wheelSum).toBe(result.total);
    expect(result.facets.dimensions['gvw'].reduce((sum, f) => sum + f.count, 0)).toBe(result.total);
    expect(result.facets.dimensions['payload'].reduce((sum, f) => sum + f.count, 0)).toBe(result.total);
    expect(result.facets.dimensions['transmissionTypes'].find((t) => t.key === 'manual')?.count).toBe(
      result.total,
    );
  });

  it('returns an empty list (with facets) when nothing matches', async () => {
    const result = await page('brandSlugs=volvo&budget=under-5-lakh');
    expect(result.items).toEqual([]);
    expect(result.total).toBe(0);
    expect(result.facets.brands.find((b) => b.slug === 'volvo')?.count).toBe(0);
  });

  it.each([
    ['budget=under-7-lakh', 'budget: '],
    ['gvw=huge', 'gvw: '],
    ['payload=1-99-t', 'payload: '],
    ['bodyTypes=sedan', 'bodyTypes: '],
    ['fuelTypes=hydrogen', 'fuelTypes: '],
    ['transmissionTypes=cvt', 'transmissionTypes: '],
    ['wheels=3', 'wheels: '],
    ['wheels=abc', 'wheels: '],
    ['sort=cheapest', 'sort: '],
    ['page=0', 'page: '],
    ['pageSize=101', 'pageSize: '],
    ['underPrice=-5', 'underPrice: '],
    ['overPrice=lots', 'overPrice: '],
    ['pageType=flying-trucks', 'pageType: '],
    ['brandFuelSlug=tata-motors-steam', 'brandFuelSlug: '],
    ['locale=fr', 'locale: '],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/trucks/filter-page?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
