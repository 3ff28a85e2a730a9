import {
  BUS_BODY_TYPES,
  THREE_WHEELER_BODY_TYPES,
  VERTICAL_DEFINITIONS,
  filterPageResponseSchema,
  videoListSchema,
  type FilterPageResponse,
} from '@cvb/contracts';
import { testDatabases, useTestApi } from './databases';

describe.each(testDatabases)('buses and three-wheelers calls on %s', (kind) => {
  const api = useTestApi(kind);
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  async function page(prefix: string, query: string): Promise<FilterPageResponse> {
    const response = await get(`/api/${prefix}/filter-page?${query}`);
    expect(response.statusCode).toBe(200);
    return filterPageResponseSchema.parse(response.json());
  }

  it('serves buses/filter-page with the bus body types, fuels and budget bands as facets', async () => {
    const result = await page('buses', 'pageSize=100');
    expect(result.items.every((model) => model.vertical === 'bus')).toBe(true);
    expect(result.facets.dimensions['bodyTypes'].map((facet) => facet.key)).toEqual([...BUS_BODY_TYPES]);
    expect(result.facets.dimensions['fuelTypes'].map((facet) => facet.key)).toEqual([
      ...VERTICAL_DEFINITIONS.bus.fuels,
    ]);
    expect(result.facets.dimensions['budget'].map((facet) => facet.key)).toEqual(
      VERTICAL_DEFINITIONS.bus.budgetBands.map((band) => band.key),
    );
  });

  it('counts three-wheelers by driving range and has e-rickshaws under ₹1 lakh', async () => {
    const result = await page('three-wheelers', 'pageSize=100');
    const range = result.facets.dimensions['range'];
    expect(range.map((facet) => facet.key)).toEqual([
      'under-80-km',
      '80-120-km',
      '120-160-km',
      'above-160-km',
    ]);
    expect(range.every((facet) => facet.count > 0)).toBe(true);
    const long = await page('three-wheelers', 'range=above-160-km&pageSize=100');
    expect(long.items.length).toBe(range[3].count);
    expect(long.items.every((model) => model.fuelType === 'electric')).toBe(true);
    const cheap = await page('three-wheelers', 'pageType=three-wheelers-under-1-lakh&pageSize=100');
    expect(cheap.items.length).toBeGreaterThanOrEqual(3);
    expect(
      cheap.items.every((model) => model.bodyType === 'e-rickshaw' && (model.minPrice ?? 0) < 100_000),
    ).toBe(true);
  });

  it('answers both filter-page variants of buses: page types, body types, underPrice, overPrice, brandFuelSlug', async () => {
    const under = await page('buses', 'pageType=buses-under-1-crore&pageSize=100');
    expect(under.items.every((m) => m.minPrice === null || m.minPrice < 10_000_000)).toBe(true);
    const ambulance = await page('buses', 'bodyTypes=ambulance&budget=under-1-crore&pageSize=100');
    expect(ambulance.items.every((m) => m.bodyType === 'ambulance')).toBe(true);
    const priced = await page('buses', 'underPrice=5000000&overPrice=1000000&pageSize=100');
    expect(
      priced.items.every((m) => m.minPrice === null || (m.minPrice >= 1_000_000 && m.minPrice <= 5_000_000)),
    ).toBe(true);
    const electric = await page('buses', 'brandFuelSlug=tata-motors-electric&pageSize=100');
    expect(electric.items.every((m) => m.brandSlug === 'tata-motors' && m.fuelType === 'electric')).toBe(
      true,
    );
    for (const pageType of ['popular', 'latest', 'upcoming', 'electric', 'cng', 'school-buses']) {
      await page('buses', `pageType=${pageType}`);
    }
  });

  it('serves three-wheelers/filter-page with cargo, passenger and e-rickshaw and fuel pages including LPG', async () => {
    const result = await page('three-wheelers', 'pageSize=100');
    expect(result.items.every((model) => model.vertical === 'three-wheeler')).toBe(true);
    expect(result.facets.dimensions['bodyTypes'].map((facet) => facet.key)).toEqual([
      ...THREE_WHEELER_BODY_TYPES,
    ]);
    const rickshaws = await page('three-wheelers', 'pageType=e-rickshaw-three-wheelers&pageSize=100');
    expect(rickshaws.items.every((m) => m.bodyType === 'e-rickshaw')).toBe(true);
    const lpg = await page('three-wheelers', 'pageType=lpg&pageSize=100');
    expect(lpg.items.every((m) => m.fuelType === 'lpg')).toBe(true);
    await page('three-wheelers', 'pageType=three-wheelers-above-4-lakh&fuelTypes=lpg,electric');
  });

  it.each([
    ['buses', 'bodyTypes=mini', 'bodyTypes: '],
    ['buses', 'wheels=6', 'wheels: '],
    ['buses', 'budget=under-5-lakh', 'budget: '],
    ['buses', 'pageType=trucks-under-10-lakh', 'pageType: '],
    ['three-wheelers', 'bodyTypes=tourist', 'bodyTypes: '],
    ['three-wheelers', 'brandFuelSlug=bajaj-steam', 'brandFuelSlug: '],
  ])('answers 400 naming the field on %s for %s', async (prefix, query, message) => {
    const response = await get(`/api/${prefix}/filter-page?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it.each([
    ['buses', 'compare'],
    ['buses', 'compare-buses'],
    ['three-wheelers', 'compare'],
    ['three-wheelers', 'compare-data'],
  ])(
    'serves %s/%s: 400 "Select Varient!" without variants, 404 for a variant that does not exist',
    async (prefix, call) => {
      const empty = await get(`/api/${prefix}/${call}?variantSlugs=`);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Select Varient!');
      expect((await get(`/api/${prefix}/${call}?variantSlugs=no-such-variant`)).statusCode).toBe(404);
    },
  );

  it.each(['buses', 'three-wheelers'])('serves %s/videos, brand-videos and model-videos', async (prefix) => {
    videoListSchema.parse((await get(`/api/${prefix}/videos`)).json());
    expect((await get(`/api/${prefix}/brand-videos?brandSlug=tata-motors`)).statusCode).toBe(200);
    const model = await get(`/api/${prefix}/model-videos?brandSlug=tata-motors&modelSlug=no-such-model`);
    expect([200, 404]).toContain(model.statusCode);
  });

  it.each(['buses', 'three-wheelers'])(
    'answers %s/emi-calculator 404 for a model that does not exist',
    async (prefix) => {
      const response = await get(
        `/api/${prefix}/emi-calculator?brandSlug=tata-motors&modelSlug=no-such-model`,
      );
      expect(response.statusCode).toBe(404);
    },
  );

  it.each(['bus-models', 'threewheeler-models', 'threewheeler-variants'])(
    'serves the content list %s',
    async (list) => {
      const response = await get(`/api/${list}`);
      expect(response.statusCode).toBe(200);
      expect((await get(`/api/${list}/count`)).statusCode).toBe(200);
    },
  );
});
