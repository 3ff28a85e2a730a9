import {
  mandiDetailResponseSchema,
  mandiDistrictsResponseSchema,
  mandiHistoryResponseSchema,
  mandiHomeResponseSchema,
  mandiMarketResponseSchema,
  mandiMarketsResponseSchema,
  mandiStatesResponseSchema,
} from '@cvb/contracts';
import { testDatabases, useTestApi } from './databases';

// Opening and seeding a database takes long on a busy 2-core machine.
jest.setTimeout(120_000);

describe.each(testDatabases)('e-mandi calls on %s', (kind) => {
  const api = useTestApi(kind);
  const get = (url: string) => api.app.inject({ method: 'GET', url: `/api/e-mandi/${url}` });
  const ok = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("answers today's prices, 40 commodities with translated names, 15 states and top movers", async () => {
    const home = mandiHomeResponseSchema.parse(await ok('home-page'));
    expect(home.date).not.toBeNull();
    expect(home.commodities).toHaveLength(40);
    const paddy = home.commodities.find((commodity) => commodity.slug === 'paddy-dhan-common');
    expect(paddy).toMatchObject({ name: 'Paddy(Dhan)(Common)', names: { hi: 'धान (सामान्य)' } });
    expect(home.states).toHaveLength(15);
    expect(home.total).toBeGreaterThan(100);
    expect(home.records.every((record) => record.arrivalDate === home.date)).toBe(true);
    for (const record of home.records) {
      expect(record.minPrice ?? 0).toBeLessThanOrEqual(record.modalPrice);
      expect(record.maxPrice ?? Infinity).toBeGreaterThanOrEqual(record.modalPrice);
    }
    expect(home.gainers.length).toBeGreaterThan(0);
    expect(home.gainers[0].changePercent).toBeGreaterThan(0);
    expect(home.losers[0].changePercent).toBeLessThan(0);
  });

  it('narrows commodity → state → district → market', async () => {
    const states = mandiStatesResponseSchema.parse(await ok('get-state?commodity=wheat'));
    expect(states.states.map((state) => state.name)).toContain('Punjab');
    expect(states.states.map((state) => state.name)).not.toContain('Kerala');
    const districts = mandiDistrictsResponseSchema.parse(await ok('get-district/punjab?commodity=wheat'));
    expect(districts.state.name).toBe('Punjab');
    expect(districts.districts).toContainEqual({ slug: 'ludhiana', name: 'Ludhiana' });
    const names = districts.districts.map((district) => district.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    const markets = mandiMarketsResponseSchema.parse(await ok('get-market/punjab/ludhiana?commodity=wheat'));
    expect(markets.markets.map((market) => market.name)).toEqual(
      expect.arrayContaining(['Khanna', 'Jagraon']),
    );
    // Without a commodity every district is listed.
    expect(mandiDistrictsResponseSchema.parse(await ok('get-district/punjab')).districts).toHaveLength(6);
    expect((await get('get-district/atlantis')).statusCode).toBe(404);
    expect((await get('get-market/punjab/atlantis')).statusCode).toBe(404);
    expect((await get('get-state?commodity=moon-dust')).statusCode).toBe(404);
  });

  it('offers only markets with prices, among them every district head market (Lasalgaon trades onion)', async () => {
    const nashik = mandiMarketsResponseSchema.parse(await ok('get-market/maharashtra/nashik'));
    expect(nashik.markets.map((market) => market.slug)).toEqual(['lasalgaon']);
    for (const place of nashik.markets) {
      const market = mandiMarketResponseSchema.parse(await ok(`market/maharashtra/nashik/${place.slug}`));
      expect(market.records.length).toBeGreaterThan(0);
    }
    const onion = mandiMarketsResponseSchema.parse(await ok('get-market/maharashtra/nashik?commodity=onion'));
    expect(onion.markets).toEqual([{ slug: 'lasalgaon', name: 'Lasalgaon' }]);
    const districts = mandiDistrictsResponseSchema.parse(await ok('get-district/maharashtra'));
    expect(districts.districts.map((district) => district.slug)).toEqual(
      expect.arrayContaining(['pune', 'nashik', 'solapur', 'nagpur']),
    );
  });

  it('lists one commodity in every market sorted by modal price, with the best price per state', async () => {
    const detail = mandiDetailResponseSchema.parse(await ok('detail-page?commodity=onion'));
    expect(detail.commodity.name).toBe('Onion');
    const modals = detail.records.map((record) => record.modalPrice);
    expect(modals).toEqual([...modals].sort((a, b) => b - a));
    const ascending = mandiDetailResponseSchema.parse(
      await ok('detail-page?commodity=onion&_sort=modal_asc'),
    );
    expect(ascending.records[0].modalPrice).toBe(Math.min(...modals));
    expect(detail.bestByState.length).toBeGreaterThan(5);
    for (const best of detail.bestByState) {
      const sameState = detail.records.filter((record) => record.state.slug === best.state.slug);
      expect(best.modalPrice).toBe(Math.max(...sameState.map((record) => record.modalPrice)));
    }
    const inPunjab = mandiDetailResponseSchema.parse(await ok('detail-page?commodity=wheat&state=punjab'));
    expect(inPunjab.records.every((record) => record.state.name === 'Punjab')).toBe(true);
    expect((await get('detail-page')).json().message).toMatch(/^commodity: /);
    expect((await get('detail-page?commodity=wheat&_sort=cheapest')).statusCode).toBe(400);
  });

  it("shows a market's commodities and its history over 30, 90 and 365 days", async () => {
    const market = mandiMarketResponseSchema.parse(await ok('market/punjab/ludhiana/khanna'));
    expect(market.market.name).toBe('Khanna');
    expect(market.records.length).toBeGreaterThan(3);
    expect(market.records.map((record) => record.commodity.name)).toContain('Wheat');
    for (const days of [30, 90, 365]) {
      const history = mandiHistoryResponseSchema.parse(
        await ok(`history?commodity=wheat&state=punjab&district=ludhiana&market=khanna&days=${days}`),
      );
      expect(history.place).toBe('Khanna, Ludhiana, Punjab');
      // Daily for the last three weeks, weekly before (the PGlite seed).
      expect(history.points.length).toBeGreaterThan({ 30: 15, 90: 25, 365: 60 }[days] ?? 0);
      const dates = history.points.map((point) => point.date);
      expect(dates).toEqual([...dates].sort());
      for (const point of history.points) {
        expect(point.min ?? 0).toBeLessThanOrEqual(point.modal);
        expect(point.max ?? Infinity).toBeGreaterThanOrEqual(point.modal);
      }
    }
    const state = mandiHistoryResponseSchema.parse(await ok('history?commodity=wheat&state=punjab&days=90'));
    expect(state.place).toBe('Punjab');
    expect((await get('history?commodity=wheat&state=punjab&days=60')).json().message).toBe(
      'days: must be 30, 90 or 365',
    );
    expect((await get('history?commodity=wheat&state=punjab&market=khanna')).json().message).toBe(
      'district: district is required with market',
    );
    expect((await get('market/punjab/ludhiana/atlantis')).statusCode).toBe(404);
  });
});
