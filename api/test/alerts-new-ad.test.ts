import { eq } from 'drizzle-orm';
import { alertFirings } from '../src/db/schema-alerts';
import { usedVehicleAds } from '../src/db/schema-ads';
import { call, signUp } from './accounts-helpers';
import { postAd, useAdsApi, validAd } from './ads-helpers';
import { testDatabases } from './databases';

process.env.ALERT_WORKER = 'off';
jest.setTimeout(120_000);

describe.each(testDatabases)('a new used ad and saved searches on %s', (kind) => {
  const api = useAdsApi(kind);

  it('fires the saved searches a new public ad fits, and not one whose price it exceeds', async () => {
    const buyer = await signUp(api, { name: 'Imran Shaikh' });
    const fits = await call(
      api,
      'POST',
      '/api/alerts',
      { rule: { kind: 'used-ad', vertical: 'truck', state: 'maharashtra', maxPrice: 3_000_000 } },
      { session: buyer.session },
    );
    const tooCheap = await call(
      api,
      'POST',
      '/api/alerts',
      { rule: { kind: 'used-ad', vertical: 'truck', maxPrice: 2_000_000 } },
      { session: buyer.session },
    );
    const buses = await call(
      api,
      'POST',
      '/api/alerts',
      { rule: { kind: 'used-ad', vertical: 'bus' } },
      { session: buyer.session },
    );
    expect([fits.statusCode, tooCheap.statusCode, buses.statusCode]).toEqual([201, 201, 201]);

    const seller = await signUp(api, { name: 'Suresh Patil' });
    const posted = await postAd(api, seller.session, validAd({ mobile: seller.mobile }));
    expect(posted.statusCode).toBeLessThan(300);
    const [ad] = await api.database.db
      .select()
      .from(usedVehicleAds)
      .where(eq(usedVehicleAds.userId, seller.id));
    const fired = await api.database.db.select().from(alertFirings).where(eq(alertFirings.userId, buyer.id));
    expect(ad.moderation).toBe('live');
    expect(fired.map((row) => row.alertId)).toEqual([fits.json().id]);
    expect(fired[0].path).toMatch(/^\/used-trucks\/tata-signa-4825-tk-2021-pune-\d+$/);
  });
});
