import { alertBellSchema } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { alertLinkToken } from '../src/alerts/alert-links';
import { queueCatalogueAlerts } from '../src/alerts/queue-catalogue';
import { queueUsedAdAlerts } from '../src/alerts/queue-used-ads';
import { alertFirings, alerts } from '../src/db/schema-alerts';
import { call } from './accounts-helpers';
import { testDatabases } from './databases';
import {
  HOUR,
  alertSms,
  deliveryWorker,
  dropAlert,
  lasalgaonOnion,
  queueLasalgaonOnion,
  toIndiaHour,
  useAlertsApi,
} from './alerts-helpers';

jest.setTimeout(120_000);

describe.each(testDatabases)('price alerts delivered on %s', (kind) => {
  const { api, people, upload, createAlert, worker } = useAlertsApi(kind);

  it('holds an SMS that fired at night until 08:00 India time', async () => {
    toIndiaHour(api, 22);
    const alert = await createAlert(lasalgaonOnion('daily'));
    await queueLasalgaonOnion(api, '2020-01-18', 1800);
    const before = alertSms(api, people.farmer.mobile).length;
    expect(await worker().runOnce()).toBe(0);
    api.clock.advance(9 * HOUR); // 07:00
    expect(await worker().runOnce()).toBe(0);
    expect(alertSms(api, people.farmer.mobile)).toHaveLength(before);
    api.clock.advance(HOUR); // 08:00
    expect(await worker().runOnce()).toBe(1);
    expect(alertSms(api, people.farmer.mobile)).toHaveLength(before + 1);
    await dropAlert(api, alert.id);
  });

  it('sends at night too when quiet hours are off (ALERT_QUIET_HOURS=off, a test stack)', async () => {
    toIndiaHour(api, 23);
    const alert = await createAlert(lasalgaonOnion('daily'));
    await queueLasalgaonOnion(api, '2020-01-17', 1800);
    const awake = deliveryWorker(api, { ALERT_QUIET_HOURS: 'off' });
    const before = alertSms(api, people.farmer.mobile).length;
    expect(await awake.runOnce()).toBe(1);
    expect(alertSms(api, people.farmer.mobile)).toHaveLength(before + 1);
    await dropAlert(api, alert.id);
  });

  it('stops an alert from the SMS link without a login, and refuses a forged link', async () => {
    const alert = await createAlert(lasalgaonOnion('daily'));
    const forged = await call(api, 'GET', `/api/alerts/s/${alert.id.toString(36)}.AAAAAAAAAAAA`, undefined, {
      origin: null,
    });
    expect(forged.headers.location).toBe('/account/alerts?stopped=no');
    const token = alertLinkToken('alerts-test-secret', 'stop', alert.id);
    const stopped = await call(api, 'GET', `/api/alerts/s/${token}`, undefined, { origin: null });
    expect(stopped.statusCode).toBe(303);
    expect(stopped.headers.location).toBe(`/account/alerts?stopped=${alert.id}`);
    const [row] = await api.database.db.select().from(alerts).where(eq(alerts.id, alert.id));
    expect(row.paused).toBe(true);
    expect(await queueLasalgaonOnion(api, '2020-01-19', 1800)).toEqual([]);
    const byPost = await call(api, 'POST', '/api/alerts/stop', { token });
    expect(byPost.json()).toEqual({
      stopped: true,
      message: 'The alert is stopped. You will not get it again.',
    });
    expect((await call(api, 'POST', '/api/alerts/stop', { token: 'zz.notasignature' })).statusCode).toBe(404);
    await dropAlert(api, alert.id);
  });

  it('fires once with two API instances importing the same change and two workers sending', async () => {
    toIndiaHour(api, 12);
    const alert = await createAlert(lasalgaonOnion('above', 1000));
    const [first, second] = await Promise.all([
      queueLasalgaonOnion(api, '2020-01-20', 1800),
      queueLasalgaonOnion(api, '2020-01-20', 1800),
    ]);
    expect([...first, ...second]).toEqual([alert.id]);
    const other = deliveryWorker(api, {}, { batchSize: 1 });
    const before = alertSms(api, people.farmer.mobile).length;
    await Promise.all([worker().runOnce(), other.runOnce(), worker().runOnce(), other.runOnce()]);
    expect(alertSms(api, people.farmer.mobile)).toHaveLength(before + 1);
    await dropAlert(api, alert.id);
  });

  it('tries a failed SMS again later', async () => {
    toIndiaHour(api, 13);
    const alert = await createAlert(lasalgaonOnion('daily'));
    await queueLasalgaonOnion(api, '2020-01-21', 1700);
    const before = alertSms(api, people.farmer.mobile).length;
    api.sms.failing = true;
    expect(await worker().runOnce()).toBe(1);
    api.sms.failing = false;
    const [pending] = await api.database.db
      .select()
      .from(alertFirings)
      .where(eq(alertFirings.alertId, alert.id));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: 'gateway down' });
    expect(await worker().runOnce()).toBe(0);
    api.clock.advance(61_000);
    expect(await worker().runOnce()).toBe(1);
    expect(alertSms(api, people.farmer.mobile)).toHaveLength(before + 1);
    const [sent] = await api.database.db
      .select()
      .from(alertFirings)
      .where(eq(alertFirings.alertId, alert.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    await dropAlert(api, alert.id);
  });

  it('fires a fuel alert when the fuel moves by its amount, not for a smaller move or another fuel', async () => {
    toIndiaHour(api, 14);
    const day = (date: string, petrol: string, diesel: string) =>
      `State,City,Date,Petrol,Diesel,CNG,LPG\nMaharashtra,Nagpur,${date},${petrol},${diesel},,`;
    expect((await upload('v4/admin/fuel-import', day('10/01/2019', '106.10', '92.60'))).json()).toMatchObject(
      { inserted: 1 },
    );
    const diesel = await createAlert(
      { kind: 'fuel', city: 'nagpur', fuel: 'diesel', minChange: 1 },
      people.farmer.session,
      'hi',
    );
    const petrol = await createAlert({ kind: 'fuel', city: 'nagpur', fuel: 'petrol', minChange: 0.5 });
    const cng = await createAlert({ kind: 'fuel', city: 'nagpur', fuel: 'cng', minChange: 0.5 });
    expect((await upload('v4/admin/fuel-import', day('11/01/2019', '106.30', '93.80'))).json()).toMatchObject(
      { inserted: 1 },
    );
    const fired = await api.database.db
      .select()
      .from(alertFirings)
      .where(eq(alertFirings.userId, people.farmer.id));
    const firedIds = fired.map((row) => row.alertId);
    expect(firedIds).toContain(diesel.id);
    expect(firedIds).not.toContain(petrol.id);
    expect(firedIds).not.toContain(cng.id);
    const bell = alertBellSchema.parse(
      (
        await call(api, 'GET', '/api/alerts/bell?_locale=hi', undefined, { session: people.farmer.session })
      ).json(),
    );
    expect(bell.items.find((item) => item.alertId === diesel.id)?.text).toBe(
      'सीवी बाज़ार: Nagpur में डीज़ल अब ₹93.80 (पिछले दिन से +₹1.20)।',
    );
    await api.database.db.delete(alerts).where(eq(alerts.userId, people.farmer.id));
  });

  it('fires a catalogue alert for its brand and event only, and a saved search for a matching new ad', async () => {
    const now = api.clock.now();
    const launches = await createAlert({
      kind: 'catalogue',
      vertical: 'tractor',
      brand: 'mahindra',
      events: ['new-model'],
    });
    const prices = await createAlert({
      kind: 'catalogue',
      vertical: 'tractor',
      brand: 'mahindra',
      model: '575-di',
      events: ['price-change'],
    });
    const swaraj = await createAlert({
      kind: 'catalogue',
      vertical: 'tractor',
      brand: 'swaraj',
      events: ['new-model', 'price-change'],
    });
    const change = {
      vertical: 'tractor' as const,
      brandSlug: 'mahindra',
      brandName: 'Mahindra',
      modelSlug: '575-di',
      modelName: 'Mahindra 575 DI',
      price: 720000,
      path: '/tractors/mahindra/575-di',
    };
    expect(await queueCatalogueAlerts(api.database.db, { ...change, event: 'price-change' }, now)).toEqual([
      prices.id,
    ]);
    expect(
      await queueCatalogueAlerts(
        api.database.db,
        { ...change, event: 'new-model', modelSlug: 'arjun-605-di' },
        now,
      ),
    ).toEqual([launches.id]);
    expect(
      (await queueCatalogueAlerts(api.database.db, { ...change, event: 'new-model' }, now)).includes(
        swaraj.id,
      ),
    ).toBe(false);

    const search = await createAlert({
      kind: 'used-ad',
      vertical: 'tractor',
      brand: 'mahindra',
      model: '575-di',
      maxPrice: 500000,
    });
    const ad = {
      vertical: 'tractor' as const,
      brandSlug: 'mahindra',
      modelSlug: '575-di',
      stateSlug: 'maharashtra',
      year: 2019,
      title: 'Mahindra 575 DI 2019, Pune',
      path: '/used-tractors/mahindra-575-di-2019-pune-123',
    };
    expect(await queueUsedAdAlerts(api.database.db, { ...ad, price: 550000 }, now)).toEqual([]);
    expect(await queueUsedAdAlerts(api.database.db, { ...ad, price: 480000 }, now)).toEqual([search.id]);
    await api.database.db.delete(alerts).where(eq(alerts.userId, people.farmer.id));
  });
});
