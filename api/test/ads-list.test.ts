import { signUp } from './accounts-helpers';
import { testDatabases } from './databases';
import { pngOf, postAd, useAdsApi, validAd } from './ads-helpers';
import { listAdsOfUser } from '../src/ads';

describe.each(testDatabases)('GET /api/used-vehicle-ads (%s)', (kind) => {
  const api = useAdsApi(kind);
  let sellerId = 0;

  beforeAll(async () => {
    const seller = await signUp(api);
    sellerId = seller.id;
    const photo = { name: 'a.png', type: 'image/png', body: await pngOf(40, 30) };
    const ads = [
      validAd({ brand: 'Tata', city: 'Pune', price: 2850000 }),
      validAd({ brand: 'Ashok Leyland', city: 'Chennai', price: 1500000, model: 'Dost' }),
      validAd({ brand: 'Tata', city: 'Chennai', price: 650000, model: 'Ace Gold' }),
      validAd({ brand: 'Eicher', city: 'Pune', price: 900000, vertical: 'bus', model: 'Skyline' }),
    ];
    for (const ad of ads) {
      const response = await postAd(api, seller.session, ad, [photo]);
      if (response.statusCode !== 201) throw new Error(response.body);
    }
  });

  async function list(query: string) {
    const response = await api.app.inject({ method: 'GET', url: `/api/used-vehicle-ads?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { ads: { model: string; images: unknown[] }[]; total: number };
  }

  it('lists active ads newest first with their first photo', async () => {
    const { ads, total } = await list('');
    expect(total).toBe(4);
    expect(ads.map((ad) => ad.model)).toEqual(['Skyline', 'Ace Gold', 'Dost', 'Signa 4825.TK']);
    expect(ads[0].images).toHaveLength(1);
  });

  it('filters by vertical, brand (any case), city and price range', async () => {
    expect((await list('vertical=truck')).total).toBe(3);
    expect((await list('vertical=truck&brand=tata')).ads.map((ad) => ad.model)).toEqual([
      'Ace Gold',
      'Signa 4825.TK',
    ]);
    expect((await list('city=chennai')).ads.map((ad) => ad.model)).toEqual(['Ace Gold', 'Dost']);
    expect((await list('minPrice=800000&maxPrice=2000000')).ads.map((ad) => ad.model)).toEqual([
      'Skyline',
      'Dost',
    ]);
    expect((await list('brand=Mahindra')).total).toBe(0);
  });

  it('pages with _start and _limit while total counts every match', async () => {
    const page = await list('vertical=truck&_start=1&_limit=1');
    expect(page).toMatchObject({ total: 3, ads: [{ model: 'Dost' }] });
  });

  it('answers 400 naming a bad filter', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/used-vehicle-ads?vertical=car' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('vertical');
  });

  it('answers 404 for an unknown ad', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/used-vehicle-ads/99999' })).statusCode).toBe(
      404,
    );
  });

  it("lists a seller's own ads with contact details for My ads (listAdsOfUser)", async () => {
    const mine = await listAdsOfUser(api.database.db, sellerId);
    expect(mine).toHaveLength(4);
    expect(mine[0]).toMatchObject({ model: 'Skyline', mobile: '9876543210', status: 'active' });
    expect(await listAdsOfUser(api.database.db, sellerId + 1000)).toEqual([]);
  });
});
