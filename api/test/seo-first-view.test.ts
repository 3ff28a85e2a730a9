import {
  ALL_VERTICAL_DEFINITIONS,
  apiCallKey,
  citiesResponseSchema,
  dealerListSchema,
  filterPageResponseSchema,
  fuelCityResponseSchema,
  fuelDayWiseResponseSchema,
  fuelPlaceResponseSchema,
  fuelStateResponseSchema,
  mandiDetailResponseSchema,
  modelDetailSchema,
  seoAnswerSchema,
  storyDetailSchema,
  storyPageSchema,
  type ApiCall,
  type SeoAnswer,
} from '@cvb/contracts';
import { testDatabases, useTestApi } from './databases';

describe.each(testDatabases)("general/seo names the first view's calls on %s", (kind) => {
  const api = useTestApi(kind);

  async function seo(path: string, locale = 'en'): Promise<SeoAnswer> {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/general/seo?${new URLSearchParams({ path, locale }).toString()}`,
    });
    expect(response.statusCode).toBe(200);
    return seoAnswerSchema.parse(response.json());
  }

  /** What the API answers to the call, as the shell's server asks it. */
  async function answerOf(call: ApiCall): Promise<unknown> {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/${apiCallKey(call.path, call.query)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it("names a model page's model-detail in New Delhi, in the page's language, and the API answers it", async () => {
    const answer = await seo('/trucks/tata-motors/ace-gold', 'hi');
    expect(answer.firstView).toEqual([
      {
        path: 'trucks/model-detail',
        query: { brandSlug: 'tata-motors', modelSlug: 'ace-gold', city: 'new-delhi', locale: 'hi' },
      },
    ]);
    const detail = modelDetailSchema.parse(await answerOf(answer.firstView?.[0] as ApiCall));
    expect(detail.model.slug).toBe('ace-gold');
    expect(detail.city.slug).toBe('new-delhi');
  });

  it('names the filter-page of list, search and landing pages of every vertical', async () => {
    const popular = await seo('/trucks/popular-trucks');
    expect(popular.firstView).toEqual([
      {
        path: 'trucks/filter-page',
        query: { locale: 'en', pageType: 'popular', sort: 'popularity', page: '1' },
      },
    ]);
    const budget = await seo('/buses/buses-under-20-lakh');
    expect(budget.firstView?.[0]?.path).toBe('buses/filter-page');
    expect(budget.firstView?.[0]?.query).toMatchObject({ pageType: 'buses-under-20-lakh' });
    const search = await seo('/tractors/search');
    expect(search.firstView?.[0]?.query).toMatchObject({ pageType: 'search' });
    const landing = await seo('/trucks');
    expect(landing.firstView?.map((call) => call.query.pageType)).toEqual([
      'search',
      'popular',
      'latest',
      'upcoming',
      'electric',
    ]);
    for (const call of [popular, budget, search, landing].flatMap((page) => page.firstView ?? [])) {
      expect(filterPageResponseSchema.safeParse(await answerOf(call)).success).toBe(true);
    }
  });

  it("counts each budget band on the landing as many models as the band's own page lists", async () => {
    for (const vertical of ALL_VERTICAL_DEFINITIONS) {
      const landing = await seo(vertical.basePath);
      const [counts] = landing.firstView ?? [];
      expect(counts?.query).toMatchObject({ pageType: 'search', pageSize: '1' });
      const answer = filterPageResponseSchema.parse(await answerOf(counts as ApiCall));
      const bands = new Map(answer.facets.dimensions['budget']?.map((band) => [band.key, band.count]));
      for (const page of vertical.listPages.filter((candidate) => candidate.kind === 'budget')) {
        const list = filterPageResponseSchema.parse(
          await answerOf({
            path: `${vertical.api.prefix}/filter-page`,
            query: { locale: 'en', pageType: page.apiPageType },
          }),
        );
        expect([page.slug, bands.get(page.key ?? '')]).toEqual([page.slug, list.total]);
      }
    }
  });

  it("names a news story's details", async () => {
    const answer = await seo('/news/gst-on-commercial-vehicles-cut-to-18-percent');
    const [call] = answer.firstView ?? [];
    expect(call).toEqual({
      path: 'v4/get-news-details',
      query: { articleSlug: 'gst-on-commercial-vehicles-cut-to-18-percent', locale: 'en', moreNews: '4' },
    });
    expect(storyDetailSchema.safeParse(await answerOf(call as ApiCall)).success).toBe(true);
  });

  it("names a brand's dealers in a city and the cities, and the API answers them with the dealers", async () => {
    const answer = await seo('/trucks/truck-dealers/tata-motors/pune', 'hi');
    expect(answer.firstView).toEqual([
      { path: 'trucks/dealers', query: { brandSlug: 'tata-motors', citySlug: 'pune' } },
      { path: 'general/cities', query: {} },
    ]);
    const [dealersCall, citiesCall] = answer.firstView as ApiCall[];
    const dealers = dealerListSchema.parse(await answerOf(dealersCall as ApiCall));
    expect(dealers.items.length).toBeGreaterThan(0);
    expect(new Set(dealers.items.map((dealer) => `${dealer.brandSlug} ${dealer.citySlug}`))).toEqual(
      new Set(['tata-motors pune']),
    );
    const cities = citiesResponseSchema.parse(await answerOf(citiesCall as ApiCall)).data.cities;
    expect(cities.map((city) => city.slug)).toContain('pune');
  });

  it('names every dealer of a brand on its dealers page, in another vertical too', async () => {
    const answer = await seo('/tractors/tractor-dealers/mahindra');
    expect(answer.firstView).toEqual([
      { path: 'tractors/dealers', query: { brandSlug: 'mahindra' } },
      { path: 'general/cities', query: {} },
    ]);
    const dealers = dealerListSchema.parse(await answerOf(answer.firstView?.[0] as ApiCall));
    expect(dealers.items.length).toBeGreaterThan(0);
  });

  it("names a city's fuel page's place, its prices today and the day-wise prices, and the API answers them", async () => {
    const answer = await seo('/fuel-prices/petrol-price-in-pune', 'hi');
    expect(answer.firstView).toEqual([
      { path: 'v4/fuel-place/petrol-price-in-pune', query: {} },
      { path: 'v4/fuel-price-city-wise', query: { city: 'pune', state: 'maharashtra' } },
      { path: 'v4/petrol-price-day-wise', query: { city: 'pune', days: '30' } },
    ]);
    const [placeCall, pricesCall, dayWiseCall] = answer.firstView as ApiCall[];
    const place = fuelPlaceResponseSchema.parse(await answerOf(placeCall as ApiCall));
    expect([place.kind, place.citySlug]).toEqual(['city', 'pune']);
    const prices = fuelCityResponseSchema.parse(await answerOf(pricesCall as ApiCall));
    expect(prices.city.citySlug).toBe('pune');
    expect(prices.city.petrol).toBeGreaterThan(0);
    const days = fuelDayWiseResponseSchema.parse(await answerOf(dayWiseCall as ApiCall));
    expect(days.days.length).toBeGreaterThan(0);
  });

  it("names a state's fuel page's prices in every city of the state (Delhi is a state)", async () => {
    const delhi = await seo('/fuel-prices/petrol-price-in-delhi');
    expect(delhi.firstView?.[1]).toEqual({ path: 'v4/fuel-price-state-wise', query: { state: 'delhi' } });
    const answer = await seo('/fuel-prices/diesel-price-in-maharashtra');
    expect(answer.firstView).toEqual([
      { path: 'v4/fuel-place/diesel-price-in-maharashtra', query: {} },
      { path: 'v4/fuel-price-state-wise', query: { state: 'maharashtra' } },
      { path: 'v4/diesel-price-day-wise', query: { state: 'maharashtra', days: '30' } },
    ]);
    const prices = fuelStateResponseSchema.parse(await answerOf(answer.firstView?.[1] as ApiCall));
    expect(prices.cities.length).toBeGreaterThan(1);
  });

  it("names a commodity's prices in every market, place names in the page's language", async () => {
    const english = await seo('/emandi/wheat');
    expect(english.firstView).toEqual([
      { path: 'e-mandi/detail-page', query: { commodity: 'wheat', _sort: 'modal_desc', _limit: '500' } },
    ]);
    const hindi = await seo('/emandi/wheat', 'hi');
    expect(hindi.firstView?.[0]?.query).toEqual({
      commodity: 'wheat',
      _sort: 'modal_desc',
      _limit: '500',
      _locale: 'hi',
    });
    const detail = mandiDetailResponseSchema.parse(await answerOf(hindi.firstView?.[0] as ApiCall));
    expect(detail.commodity.slug).toBe('wheat');
    expect(detail.records.length).toBeGreaterThan(0);
  });

  it('names the first page of the news list in its language', async () => {
    const answer = await seo('/news', 'hi');
    expect(answer.firstView).toEqual([
      { path: 'general/news', query: { locale: 'hi', page: '1', limit: '12' } },
    ]);
    const stories = storyPageSchema.parse(await answerOf(answer.firstView?.[0] as ApiCall));
    expect(stories.items).toHaveLength(12);
  });

  it('names nothing for a page that does not exist, a short form or a page without one call', async () => {
    expect((await seo('/trucks/tata-motors/no-such-model')).firstView).toBeUndefined();
    expect((await seo('/news/no-such-story')).firstView).toBeUndefined();
    expect((await seo('/popular-buses')).firstView).toBeUndefined();
    expect((await seo('/trucks/compare')).firstView).toBeUndefined();
    expect((await seo('/trucks/truck-dealers/tata-motors/no-such-city')).firstView).toBeUndefined();
    expect((await seo('/fuel-prices/petrol-price-in-atlantis')).firstView).toBeUndefined();
    expect((await seo('/emandi/no-such-commodity')).firstView).toBeUndefined();
  });
});
