import { alertBellSchema, alertListSchema } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { queueMandiAlerts } from '../src/alerts/queue-mandi';
import { alertFirings, alerts } from '../src/db/schema-alerts';
import { mandiMarkets } from '../src/db/schema-mandi';
import { call, signUp } from './accounts-helpers';
import { testDatabases } from './databases';
import {
  HOUR,
  alertSms,
  dropAlert,
  lasalgaonOnion,
  lasalgaonOnionIds,
  onionAt,
  queueLasalgaonOnion,
  toIndiaHour,
  useAlertsApi,
} from './alerts-helpers';

jest.setTimeout(120_000);

describe.each(testDatabases)('price alerts on %s', (kind) => {
  const { api, people, upload, createAlert, worker } = useAlertsApi(kind);

  it('lets only a signed-in person set alerts, and names the field of a bad rule', async () => {
    expect((await call(api, 'GET', '/api/alerts')).statusCode).toBe(401);
    const noPrice = await call(
      api,
      'POST',
      '/api/alerts',
      { rule: lasalgaonOnion('above') },
      { session: people.farmer.session },
    );
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().message).toContain('rule.price');
    const unknown = await call(
      api,
      'POST',
      '/api/alerts',
      { rule: { ...lasalgaonOnion('above', 2000), commodity: 'saffron-gold' }, locale: 'hi' },
      { session: people.farmer.session },
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
      { session: people.farmer.session },
    );
    expect(paused.json()).toMatchObject({ paused: true, lastFiredAt: null });
    const changed = await call(
      api,
      'PATCH',
      `/api/alerts/${alert.id}`,
      { rule: { kind: 'fuel', city: 'delhi', fuel: 'diesel', minChange: 1 } },
      { session: people.farmer.session },
    );
    expect(changed.json().rule).toEqual({ kind: 'fuel', city: 'delhi', fuel: 'diesel', minChange: 1 });
    const list = alertListSchema.parse(
      (await call(api, 'GET', '/api/alerts', undefined, { session: people.farmer.session })).json(),
    );
    expect(list.items.map((item) => item.id)).toContain(alert.id);
    expect(
      (await call(api, 'DELETE', `/api/alerts/${alert.id}`, undefined, { session: people.farmer.session }))
        .statusCode,
    ).toBe(204);
    expect(
      (await call(api, 'DELETE', `/api/alerts/${alert.id}`, undefined, { session: people.farmer.session }))
        .statusCode,
    ).toBe(404);
  });

  it('lists each alert with the names of what it watches in the asked language', async () => {
    const onion = await createAlert(lasalgaonOnion('above', 2000));
    const tata = await createAlert({
      kind: 'catalogue',
      vertical: 'truck',
      brand: 'tata-motors',
      model: 'ace-ev',
      events: ['new-model', 'price-change'],
    });
    const used = await createAlert({
      kind: 'used-ad',
      vertical: 'tractor',
      brand: 'mahindra',
      state: 'maharashtra',
    });
    const list = alertListSchema.parse(
      (
        await call(api, 'GET', '/api/alerts?_locale=hi', undefined, { session: people.farmer.session })
      ).json(),
    );
    const namesOf = (id: number) => list.items.find((item) => item.id === id)?.names;
    expect(namesOf(onion.id)).toEqual({ commodity: 'प्याज', place: 'लासलगांव' });
    expect(namesOf(tata.id)).toEqual({ brand: 'Tata Motors', model: 'Tata Ace EV' });
    expect(namesOf(used.id)).toEqual({ brand: 'Mahindra', state: 'महाराष्ट्र' });
    const english = alertListSchema.parse(
      (await call(api, 'GET', '/api/alerts', undefined, { session: people.farmer.session })).json(),
    );
    expect(english.items.find((item) => item.id === onion.id)?.names).toEqual({
      commodity: 'Onion',
      place: 'Lasalgaon',
    });
    expect(
      (await call(api, 'GET', '/api/alerts?_locale=xx', undefined, { session: people.farmer.session }))
        .statusCode,
    ).toBe(400);
    await api.database.db.delete(alerts).where(eq(alerts.userId, people.farmer.id));
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
    const fired = await api.database.db
      .select()
      .from(alertFirings)
      .where(eq(alertFirings.userId, people.farmer.id));
    expect(fired.map((row) => row.alertId)).toEqual([above.id]);
    expect([below.id, state.id, wheat.id].some((id) => fired.some((row) => row.alertId === id))).toBe(false);

    const bell = alertBellSchema.parse(
      (await call(api, 'GET', '/api/alerts/bell', undefined, { session: people.farmer.session })).json(),
    );
    expect(bell.unread).toBe(1);
    expect(bell.items[0]).toMatchObject({
      alertId: above.id,
      path: '/emandi/market/maharashtra/nashik/lasalgaon',
      read: false,
    });
    expect(bell.items[0].text).toBe('CV Bazaar: Onion at Lasalgaon is ₹2,150/quintal, above your ₹2,000.');

    await worker().runOnce();
    const [sms] = alertSms(api, people.farmer.mobile);
    expect(sms.text).toMatch(
      /^CV Bazaar: Onion at Lasalgaon is ₹2,150\/quintal, above your ₹2,000\. Open: https:\/\/www\.cvbazaar\.in\/api\/alerts\/o\/\S+ Stop: https:\/\/www\.cvbazaar\.in\/api\/alerts\/s\/\S+$/,
    );
    const open = sms.text.match(/\/api\/alerts\/o\/(\S+)/)?.[1] ?? '';
    const opened = await call(api, 'GET', `/api/alerts/o/${open}`);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/emandi/market/maharashtra/nashik/lasalgaon');

    expect(
      (await call(api, 'POST', '/api/alerts/bell/read', {}, { session: people.farmer.session })).statusCode,
    ).toBe(204);
    const read = alertBellSchema.parse(
      (await call(api, 'GET', '/api/alerts/bell', undefined, { session: people.farmer.session })).json(),
    );
    expect(read.unread).toBe(0);
    await api.database.db.delete(alerts).where(eq(alerts.userId, people.farmer.id));
  });

  it('fires an alert at most once a day, and again the next day', async () => {
    toIndiaHour(api, 11);
    const alert = await createAlert(lasalgaonOnion('daily'));
    expect(await queueLasalgaonOnion(api, '2020-01-16', 1900)).toEqual([alert.id]);
    api.clock.advance(HOUR);
    expect(await queueLasalgaonOnion(api, '2020-01-17', 1900)).toEqual([]);
    toIndiaHour(api, 9);
    expect(await queueLasalgaonOnion(api, '2020-01-16', 1900)).toEqual([alert.id]);
    await dropAlert(api, alert.id);
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
    await dropAlert(api, alert.id);
  });
});
