import { alertBellSchema, alertListSchema, alertSchema } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { alertLinkToken } from '../src/alerts/alert-links';
import { loadAlertsConfig } from '../src/alerts/alerts-config';
import { AlertDeliveryWorker } from '../src/alerts/delivery-worker';
import { queueCatalogueAlerts } from '../src/alerts/queue-catalogue';
import { queueMandiAlerts } from '../src/alerts/queue-mandi';
import { queueUsedAdAlerts } from '../src/alerts/queue-used-ads';
import { alertFirings, alerts } from '../src/db/schema-alerts';
import { mandiCommodities, mandiMarkets } from '../src/db/schema-mandi';
import { call, signUp, useAccountsApi, type AccountsTestApi } from './accounts-helpers';
import { sessionWithRole } from './admin-helpers';
import { testDatabases } from './databases';

// The tests drive the delivery worker themselves, with the test clock.
process.env.ALERT_WORKER = 'off';
process.env.ALERT_LINK_SECRET = 'alerts-test-secret';
process.env.SITE_URL = 'https://www.cvbazaar.in';

jest.setTimeout(120_000);

const HOUR = 3_600_000;
const MANDI_HEADER =
  'State,District,Market,Commodity,Variety,Grade,Arrival_Date,Min_x0020_Price,Max_x0020_Price,Modal_x0020_Price';

const onionAt = (date: string, modal: number) =>
  [
    MANDI_HEADER,
    `Maharashtra,Nashik,Lasalgaon,Onion,Red,FAQ,${date},${modal - 200},${modal + 200},${modal}`,
  ].join('\n');

const lasalgaonOnion = (condition: 'above' | 'below' | 'daily', price?: number) => ({
  kind: 'mandi',
  commodity: 'onion',
  state: 'maharashtra',
  district: 'nashik',
  market: 'lasalgaon',
  condition,
  ...(price === undefined ? {} : { price }),
});

const alertSms = (api: AccountsTestApi, mobile: string) =>
  api.sms.sent.filter((message) => message.mobile === mobile && message.text.includes('/api/alerts/s/'));

/** Moves the test clock to the next `hour`:00 India time. */
function toIndiaHour(api: AccountsTestApi, hour: number): void {
  const now = api.clock.now().getTime();
  const india = new Date(now + 330 * 60_000);
  const target =
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), hour) - 330 * 60_000;
  api.clock.advance(target > now ? target - now : target + 24 * HOUR - now);
}

describe.each(testDatabases)('price alerts on %s', (kind) => {
  const api = useAccountsApi(kind);
  let editor: string;
  let farmer: { mobile: string; session: string; id: number };

  const upload = (path: string, csv: string) =>
    api.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload: csv,
      headers: { 'content-type': 'text/csv', origin: 'http://localhost:80' },
      cookies: { cvb_session: editor },
    });
  const createAlert = async (rule: object, session = farmer.session, locale = 'en') => {
    const response = await call(api, 'POST', '/api/alerts', { rule, locale }, { session });
    expect(response.statusCode).toBe(201);
    return alertSchema.parse(response.json());
  };
  const worker = () => api.app.alertDelivery;

  beforeAll(async () => {
    editor = await sessionWithRole(api, 'editor');
    farmer = await signUp(api, { name: 'Ramesh Pawar' });
  });

  it('lets only a signed-in person set alerts, and names the field of a bad rule', async () => {
    expect((await call(api, 'GET', '/api/alerts')).statusCode).toBe(401);
    const noPrice = await call(
      api,
      'POST',
      '/api/alerts',
      { rule: lasalgaonOnion('above') },
      { session: farmer.session },
    );
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().message).toContain('rule.price');
    const unknown = await call(
      api,
      'POST',
      '/api/alerts',
      { rule: { ...lasalgaonOnion('above', 2000), commodity: 'saffron-gold' }, locale: 'hi' },
      { session: farmer.session },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('यह फ़सल, मंडी या शहर हमें नहीं मिला।');
  });

  it('creates, lists, pauses, changes and deletes an alert, and keeps one person out of another’s', async () => {
    const alert = await createAlert({
      kind: 'mandi',
      commodity: 'onion',
      state: 'maharashtra',
      condition: 'daily',
    });
    const other = await signUp(api);
    expect(
      (await call(api, 'PATCH', `/api/alerts/${alert.id}`, { paused: true }, { session: other.session }))
        .statusCode,
    ).toBe(404);
    const paused = await call(
      api,
      'PATCH',
      `/api/alerts/${alert.id}`,
      { paused: true },
      { session: farmer.session },
    );
    expect(paused.json()).toMatchObject({ paused: true, lastFiredAt: null });
    const changed = await call(
      api,
      'PATCH',
      `/api/alerts/${alert.id}`,
      { rule: { kind: 'fuel', city: 'delhi', fuel: 'diesel', minChange: 1 } },
      { session: farmer.session },
    );
    expect(changed.json().rule).toEqual({ kind: 'fuel', city: 'delhi', fuel: 'diesel', minChange: 1 });
    const list = alertListSchema.parse(
      (await call(api, 'GET', '/api/alerts', undefined, { session: farmer.session })).json(),
    );
    expect(list.items.map((item) => item.id)).toContain(alert.id);
    expect(
      (await call(api, 'DELETE', `/api/alerts/${alert.id}`, undefined, { session: farmer.session }))
        .statusCode,
    ).toBe(204);
    expect(
      (await call(api, 'DELETE', `/api/alerts/${alert.id}`, undefined, { session: farmer.session }))
        .statusCode,
    ).toBe(404);
  });

  it('fires a mandi alert when the admin import brings a price above it, not the one below, and shows it in the bell', async () => {
    toIndiaHour(api, 10);
    const above = await createAlert(lasalgaonOnion('above', 2000));
    const below = await createAlert(lasalgaonOnion('below', 1000));
    const state = await createAlert({
      kind: 'mandi',
      commodity: 'onion',
      state: 'maharashtra',
      condition: 'above',
      price: 9000,
    });
    const wheat = await createAlert({
      kind: 'mandi',
      commodity: 'wheat',
      state: 'punjab',
      condition: 'daily',
    });

    const report = await upload('e-mandi/admin/import', onionAt('15/01/2020', 2150));
    expect(report.json()).toMatchObject({ inserted: 1 });
    const fired = await api.database.db.select().from(alertFirings).where(eq(alertFirings.userId, farmer.id));
    expect(fired.map((row) => row.alertId)).toEqual([above.id]);
    expect([below.id, state.id, wheat.id].some((id) => fired.some((row) => row.alertId === id))).toBe(false);

    const bell = alertBellSchema.parse(
      (await call(api, 'GET', '/api/alerts/bell', undefined, { session: farmer.session })).json(),
    );
    expect(bell.unread).toBe(1);
    expect(bell.items[0]).toMatchObject({
      alertId: above.id,
      path: '/emandi/market/maharashtra/nashik/lasalgaon',
      read: false,
    });
    expect(bell.items[0].text).toBe('CV Bazaar: Onion at Lasalgaon is ₹2,150/quintal, above your ₹2,000.');

    await worker().runOnce();
    const [sms] = alertSms(api, farmer.mobile);
    expect(sms.text).toMatch(
      /^CV Bazaar: Onion at Lasalgaon is ₹2,150\/quintal, above your ₹2,000\. Open: https:\/\/www\.cvbazaar\.in\/api\/alerts\/o\/\S+ Stop: https:\/\/www\.cvbazaar\.in\/api\/alerts\/s\/\S+$/,
    );
    const open = sms.text.match(/\/api\/alerts\/o\/(\S+)/)?.[1] ?? '';
    const opened = await call(api, 'GET', `/api/alerts/o/${open}`);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/emandi/market/maharashtra/nashik/lasalgaon');

    expect(
      (await call(api, 'POST', '/api/alerts/bell/read', {}, { session: farmer.session })).statusCode,
    ).toBe(204);
    const read = alertBellSchema.parse(
      (await call(api, 'GET', '/api/alerts/bell', undefined, { session: farmer.session })).json(),
    );
    expect(read.unread).toBe(0);
    await api.database.db.delete(alerts).where(eq(alerts.userId, farmer.id));
  });

  it('fires an alert at most once a day, and again the next day', async () => {
    toIndiaHour(api, 11);
    const alert = await createAlert(lasalgaonOnion('daily'));
    const { marketId, commodityId } = await lasalgaonOnionIds(api);
    const price = { marketId, commodityId, arrivalDate: '2020-01-16', modalPrice: 1900 };
    expect(await queueMandiAlerts(api.database.db, [price], api.clock.now())).toEqual([alert.id]);
    api.clock.advance(HOUR);
    expect(
      await queueMandiAlerts(api.database.db, [{ ...price, arrivalDate: '2020-01-17' }], api.clock.now()),
    ).toEqual([]);
    toIndiaHour(api, 9);
    expect(await queueMandiAlerts(api.database.db, [price], api.clock.now())).toEqual([alert.id]);
    await api.database.db.delete(alerts).where(eq(alerts.id, alert.id));
  });

  it("fires a state's alert on the mean price of the day's stored rows in its markets", async () => {
    toIndiaHour(api, 10);
    api.clock.advance(24 * HOUR);
    const alert = await createAlert({
      kind: 'mandi',
      commodity: 'onion',
      state: 'maharashtra',
      condition: 'daily',
    });
    const { marketId, commodityId } = await lasalgaonOnionIds(api);
    const [pune] = await api.database.db
      .select()
      .from(mandiMarkets)
      .where(eq(mandiMarkets.marketSlug, 'pune'));
    const prices = [
      { marketId, commodityId, arrivalDate: '2020-01-22', modalPrice: 1800 },
      { marketId: pune.id, commodityId, arrivalDate: '2020-01-22', modalPrice: 2200 },
    ];
    expect(await queueMandiAlerts(api.database.db, prices, api.clock.now())).toEqual([alert.id]);
    const [fired] = await api.database.db
      .select()
      .from(alertFirings)
      .where(eq(alertFirings.alertId, alert.id));
    expect(fired).toMatchObject({ messageKey: 'mandiDaily', path: '/emandi/onion' });
    expect(fired.values).toEqual({ commodity: 'Onion', place: 'Maharashtra', price: 2000, limit: 0 });
    await api.database.db.delete(alerts).where(eq(alerts.id, alert.id));
  });

  it('holds an SMS that fired at night until 08:00 India time', async () => {
    toIndiaHour(api, 22);
    const alert = await createAlert(lasalgaonOnion('daily'));
    const { marketId, commodityId } = await lasalgaonOnionIds(api);
    await queueMandiAlerts(
      api.database.db,
      [{ marketId, commodityId, arrivalDate: '2020-01-18', modalPrice: 1800 }],
      api.clock.now(),
    );
    const before = alertSms(api, farmer.mobile).length;
    expect(await worker().runOnce()).toBe(0);
    api.clock.advance(9 * HOUR); // 07:00
    expect(await worker().runOnce()).toBe(0);
    expect(alertSms(api, farmer.mobile)).toHaveLength(before);
    api.clock.advance(HOUR); // 08:00
    expect(await worker().runOnce()).toBe(1);
    expect(alertSms(api, farmer.mobile)).toHaveLength(before + 1);
    await api.database.db.delete(alerts).where(eq(alerts.id, alert.id));
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
    const { marketId, commodityId } = await lasalgaonOnionIds(api);
    expect(
      await queueMandiAlerts(
        api.database.db,
        [{ marketId, commodityId, arrivalDate: '2020-01-19', modalPrice: 1800 }],
        api.clock.now(),
      ),
    ).toEqual([]);
    const byPost = await call(api, 'POST', '/api/alerts/stop', { token });
    expect(byPost.json()).toEqual({
      stopped: true,
      message: 'The alert is stopped. You will not get it again.',
    });
    expect((await call(api, 'POST', '/api/alerts/stop', { token: 'zz.notasignature' })).statusCode).toBe(404);
    await api.database.db.delete(alerts).where(eq(alerts.id, alert.id));
  });

  it('fires once with two API instances importing the same change and two workers sending', async () => {
    toIndiaHour(api, 12);
    const alert = await createAlert(lasalgaonOnion('above', 1000));
    const { marketId, commodityId } = await lasalgaonOnionIds(api);
    const price = { marketId, commodityId, arrivalDate: '2020-01-20', modalPrice: 1800 };
    const [first, second] = await Promise.all([
      queueMandiAlerts(api.database.db, [price], api.clock.now()),
      queueMandiAlerts(api.database.db, [price], api.clock.now()),
    ]);
    expect([...first, ...second]).toEqual([alert.id]);
    const config = { ...loadAlertsConfig({ ALERT_LINK_SECRET: 'alerts-test-secret' }), batchSize: 1 };
    const other = new AlertDeliveryWorker({
      db: api.database.db,
      config,
      sms: api.sms,
      clock: api.clock.now,
      log: api.app.log,
    });
    const before = alertSms(api, farmer.mobile).length;
    await Promise.all([worker().runOnce(), other.runOnce(), worker().runOnce(), other.runOnce()]);
    expect(alertSms(api, farmer.mobile)).toHaveLength(before + 1);
    await api.database.db.delete(alerts).where(eq(alerts.id, alert.id));
  });

  it('tries a failed SMS again later', async () => {
    toIndiaHour(api, 13);
    const alert = await createAlert(lasalgaonOnion('daily'));
    const { marketId, commodityId } = await lasalgaonOnionIds(api);
    await queueMandiAlerts(
      api.database.db,
      [{ marketId, commodityId, arrivalDate: '2020-01-21', modalPrice: 1700 }],
      api.clock.now(),
    );
    const before = alertSms(api, farmer.mobile).length;
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
    expect(alertSms(api, farmer.mobile)).toHaveLength(before + 1);
    const [sent] = await api.database.db
      .select()
      .from(alertFirings)
      .where(eq(alertFirings.alertId, alert.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    await api.database.db.delete(alerts).where(eq(alerts.id, alert.id));
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
      farmer.session,
      'hi',
    );
    const petrol = await createAlert({ kind: 'fuel', city: 'nagpur', fuel: 'petrol', minChange: 0.5 });
    const cng = await createAlert({ kind: 'fuel', city: 'nagpur', fuel: 'cng', minChange: 0.5 });
    expect((await upload('v4/admin/fuel-import', day('11/01/2019', '106.30', '93.80'))).json()).toMatchObject(
      { inserted: 1 },
    );
    const fired = await api.database.db.select().from(alertFirings).where(eq(alertFirings.userId, farmer.id));
    const firedIds = fired.map((row) => row.alertId);
    expect(firedIds).toContain(diesel.id);
    expect(firedIds).not.toContain(petrol.id);
    expect(firedIds).not.toContain(cng.id);
    const bell = alertBellSchema.parse(
      (await call(api, 'GET', '/api/alerts/bell?_locale=hi', undefined, { session: farmer.session })).json(),
    );
    expect(bell.items.find((item) => item.alertId === diesel.id)?.text).toBe(
      'सीवी बाज़ार: Nagpur में डीज़ल अब ₹93.80 (पिछले दिन से +₹1.20)।',
    );
    await api.database.db.delete(alerts).where(eq(alerts.userId, farmer.id));
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
    await api.database.db.delete(alerts).where(eq(alerts.userId, farmer.id));
  });
});

/** The ids of Lasalgaon and onion. */
async function lasalgaonOnionIds(api: AccountsTestApi): Promise<{ marketId: number; commodityId: number }> {
  const [market] = await api.database.db
    .select()
    .from(mandiMarkets)
    .where(eq(mandiMarkets.marketSlug, 'lasalgaon'));
  const [commodity] = await api.database.db
    .select()
    .from(mandiCommodities)
    .where(eq(mandiCommodities.slug, 'onion'));
  return { marketId: market.id, commodityId: commodity.id };
}
