import { Readable } from 'node:stream';
import {
  mandiDetailResponseSchema,
  mandiDistrictsResponseSchema,
  mandiHistoryResponseSchema,
  mandiHomeResponseSchema,
  mandiMarketResponseSchema,
  mandiMarketsResponseSchema,
  mandiStatesResponseSchema,
} from '@cvb/contracts';
import { importMandiCsv } from '../src/mandi/mandi-csv-import';
import { testDatabases, useTestApi } from './databases';

// Opening and seeding a database takes long on a busy 2-core machine.
jest.setTimeout(120_000);

describe.each(testDatabases)('mandi place names by locale on %s', (kind) => {
  const api = useTestApi(kind);
  const ok = async (url: string) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/e-mandi/${url}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('names states, districts and markets in the asked language, and in English without one', async () => {
    const hindi = mandiDistrictsResponseSchema.parse(await ok('get-district/punjab?_locale=hi'));
    expect(hindi.state).toEqual({ slug: 'punjab', name: 'पंजाब' });
    expect(hindi.districts).toContainEqual({ slug: 'ludhiana', name: 'लुधियाना' });
    const english = mandiDistrictsResponseSchema.parse(await ok('get-district/punjab'));
    expect(english.districts).toContainEqual({ slug: 'ludhiana', name: 'Ludhiana' });

    const punjabi = mandiMarketsResponseSchema.parse(await ok('get-market/punjab/ludhiana?_locale=pa'));
    expect(punjabi.district.name).toBe('ਲੁਧਿਆਣਾ');
    expect(punjabi.markets).toContainEqual({ slug: 'khanna', name: 'ਖੰਨਾ' });

    const tamil = mandiStatesResponseSchema.parse(await ok('get-state?_locale=ta'));
    expect(tamil.states).toContainEqual({ slug: 'tamil-nadu', name: 'தமிழ்நாடு' });
    // Marathi keeps its own spelling where it differs from Hindi, and the Hindi one elsewhere.
    const marathi = mandiMarketsResponseSchema.parse(await ok('get-market/maharashtra/nashik?_locale=mr'));
    expect(marathi.district.name).toBe('नाशिक');
    expect(marathi.markets).toContainEqual({ slug: 'lasalgaon', name: 'लासलगाव' });
  });

  it('localizes the records, the market page and the chart caption', async () => {
    const detail = mandiDetailResponseSchema.parse(
      await ok('detail-page?commodity=wheat&state=punjab&_locale=te'),
    );
    expect(detail.records.length).toBeGreaterThan(0);
    for (const record of detail.records) expect(record.state.name).toBe('పంజాబ్');
    expect(detail.records.map((record) => record.district.name)).toContain('లూధియానా');

    const market = mandiMarketResponseSchema.parse(await ok('market/punjab/ludhiana/khanna?_locale=hi'));
    expect([market.state.name, market.district.name, market.market.name]).toEqual([
      'पंजाब',
      'लुधियाना',
      'खन्ना',
    ]);
    expect(market.records[0].market.name).toBe('खन्ना');

    const history = mandiHistoryResponseSchema.parse(
      await ok('history?commodity=wheat&state=punjab&district=ludhiana&market=khanna&_locale=hi'),
    );
    expect(history.place).toBe('खन्ना, लुधियाना, पंजाब');
    const inEnglish = mandiHistoryResponseSchema.parse(
      await ok('history?commodity=wheat&state=punjab&district=ludhiana&market=khanna'),
    );
    expect(inEnglish.place).toBe('Khanna, Ludhiana, Punjab');
    expect(history.points).toEqual(inEnglish.points);

    const home = mandiHomeResponseSchema.parse(await ok('home-page?_locale=hi'));
    expect(home.states).toContainEqual({ slug: 'bihar', name: 'बिहार' });
  });

  it('falls back to English for a market first seen in an imported file', async () => {
    const home = mandiHomeResponseSchema.parse(await ok('home-page'));
    const [y, m, d] = (home.date ?? '').split('-');
    const csv = [
      'State,District,Market,Commodity,Variety,Grade,Arrival_Date,Min_x0020_Price,Max_x0020_Price,Modal_x0020_Price',
      `Punjab,Ludhiana,Machhiwara,Wheat,Dara,FAQ,${d}/${m}/${y},2300,2400,2350`,
    ].join('\n');
    await importMandiCsv(api.database.db, Readable.from([csv]), home.date ?? '');
    const markets = mandiMarketsResponseSchema.parse(await ok('get-market/punjab/ludhiana?_locale=hi'));
    expect(markets.district.name).toBe('लुधियाना');
    expect(markets.markets).toContainEqual({ slug: 'machhiwara', name: 'Machhiwara' });
  });

  it('refuses an unknown language with a message', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/e-mandi/get-state?_locale=xx' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/_locale/);
  });
});
