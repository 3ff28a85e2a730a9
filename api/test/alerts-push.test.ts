import { alertPushKeySchema, alertPushPayloadSchema } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import { loadAlertsConfig } from '../src/alerts/alerts-config';
import { sharedVapidKeys } from '../src/alerts/push-keys';
import { webPushSender } from '../src/alerts/push-sender';
import { queueMandiAlerts } from '../src/alerts/queue-mandi';
import { alertFirings, alertPushSubscriptions, alerts } from '../src/db/schema-alerts';
import { call, signUp } from './accounts-helpers';
import { testDatabases } from './databases';
import { alertSms, lasalgaonOnion, lasalgaonOnionIds, toIndiaHour, useAlertsApi } from './alerts-helpers';
import { browserSubscription, pushingWorker, RecordingPush } from './alerts-push-helpers';

jest.setTimeout(120_000);

const config = () =>
  loadAlertsConfig({ ALERT_LINK_SECRET: 'alerts-test-secret', SITE_URL: 'https://www.cvbazaar.in' });

describe.each(testDatabases)('alert notifications by Web Push on %s', (kind) => {
  const { api, people, createAlert } = useAlertsApi(kind);
  const db = () => api.database.db;
  const subscribe = (body: object, session = people.farmer.session) =>
    call(api, 'POST', '/api/alerts/push/subscriptions', body, { session });
  const subscriptionsOfFarmer = () =>
    db().select().from(alertPushSubscriptions).where(eq(alertPushSubscriptions.userId, people.farmer.id));

  /** Sets a daily onion alert and fires it for `date`, as the mandi import does. */
  const firedAlert = async (date: string, locale = 'en') => {
    const alert = await createAlert(lasalgaonOnion('daily'), people.farmer.session, locale);
    const { marketId, commodityId } = await lasalgaonOnionIds(api);
    const fired = await queueMandiAlerts(
      db(),
      [{ marketId, commodityId, arrivalDate: date, modalPrice: 1800 }],
      api.clock.now(),
    );
    expect(fired).toContain(alert.id);
    return alert;
  };

  afterEach(async () => {
    await db().delete(alerts).where(eq(alerts.userId, people.farmer.id));
    await db().delete(alertPushSubscriptions).where(eq(alertPushSubscriptions.userId, people.farmer.id));
  });

  it('answers one VAPID public key, the same on every instance, to signed-in people only', async () => {
    expect((await call(api, 'GET', '/api/alerts/push/key')).statusCode).toBe(401);
    const answer = await call(api, 'GET', '/api/alerts/push/key', undefined, {
      session: people.farmer.session,
    });
    expect(answer.statusCode).toBe(200);
    const { publicKey } = alertPushKeySchema.parse(answer.json());
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const [one, two] = await Promise.all([sharedVapidKeys(db()), sharedVapidKeys(db())]);
    expect(one).toEqual(two);
    expect(one.publicKey).toBe(publicKey);
    // The stored pair is a working VAPID pair: web-push signs and encrypts a push with it.
    const request = webpush.generateRequestDetails(browserSubscription(), '{}', {
      vapidDetails: { subject: 'mailto:alerts@cvbazaar.in', ...one },
    });
    expect(request.headers).toMatchObject({ 'Content-Encoding': 'aes128gcm' });
    expect(String(request.headers.Authorization)).toContain(`k=${publicKey}`);
  });

  it('keeps, moves and forgets a subscription, and refuses a bad one with 400 naming the field', async () => {
    const phone = browserSubscription();
    expect((await call(api, 'POST', '/api/alerts/push/subscriptions', phone)).statusCode).toBe(401);
    const saved = await subscribe(phone);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ subscribed: true });
    expect((await subscribe(phone)).statusCode).toBe(201); // the browser subscribing again keeps one row
    expect(await subscriptionsOfFarmer()).toEqual([
      expect.objectContaining({ endpoint: phone.endpoint, p256dh: phone.keys.p256dh, auth: phone.keys.auth }),
    ]);

    const neighbour = await signUp(api, { name: 'Sunita Jadhav' });
    expect((await subscribe(phone, neighbour.session)).statusCode).toBe(201); // another person signed in on it
    expect(await subscriptionsOfFarmer()).toEqual([]);
    await subscribe(phone);
    expect((await subscriptionsOfFarmer()).map((row) => row.endpoint)).toEqual([phone.endpoint]);

    const noAuth = await subscribe({ ...phone, keys: { p256dh: phone.keys.p256dh } });
    expect(noAuth.statusCode).toBe(400);
    expect(noAuth.json().message).toContain('keys.auth');
    const plainHttp = await subscribe({ ...phone, endpoint: 'http://push.example.com/1' });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json().message).toContain('endpoint must be an https URL');

    const remove = (endpoint: string, session?: string) =>
      call(api, 'DELETE', '/api/alerts/push/subscriptions', { endpoint }, { session });
    expect((await remove(phone.endpoint)).statusCode).toBe(401);
    const removed = await remove(phone.endpoint, people.farmer.session);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ subscribed: false });
    expect(await subscriptionsOfFarmer()).toEqual([]);
    expect((await remove(phone.endpoint, people.farmer.session)).statusCode).toBe(200);
    expect((await remove('', people.farmer.session)).json().message).toContain('endpoint is required');
  });

  it("pushes a fired alert to each of the person's browsers in the alert's language, and sends the SMS", async () => {
    toIndiaHour(api, 11);
    const phone = browserSubscription();
    const laptop = browserSubscription('https://updates.push.services.mozilla.com/wpush/v2/');
    await subscribe(phone);
    await subscribe(laptop);
    const alert = await firedAlert('2020-02-01', 'hi');
    const push = new RecordingPush();
    const before = alertSms(api, people.farmer.mobile).length;
    expect(await pushingWorker(api, config(), push).runOnce()).toBe(1);

    expect(push.sent.map((sent) => sent.endpoint).sort()).toEqual([laptop.endpoint, phone.endpoint].sort());
    const payload = alertPushPayloadSchema.parse(JSON.parse(push.to(phone.endpoint)[0].payload));
    expect(payload.title).toBe('सीवी बाज़ार मूल्य अलर्ट');
    const bell = await call(api, 'GET', '/api/alerts/bell?_locale=hi', undefined, {
      session: people.farmer.session,
    });
    const notice = bell.json().items.find((item: { alertId: number }) => item.alertId === alert.id)
      .text as string;
    expect(notice.startsWith('सीवी बाज़ार: ')).toBe(true);
    expect(payload.body).toBe(notice.slice('सीवी बाज़ार: '.length));
    expect(payload.url).toBe('/hi/emandi/market/maharashtra/nashik/lasalgaon');
    expect(payload.tag).toBe(`alert-${alert.id}`);
    expect(push.sent[0].signing.subject).toBe('https://www.cvbazaar.in');
    expect(alertSms(api, people.farmer.mobile)).toHaveLength(before + 1);
    const [firing] = await db().select().from(alertFirings).where(eq(alertFirings.alertId, alert.id));
    expect(firing.pushedAt).not.toBeNull();
  });

  it('removes a subscription the push service answers 404/410 for, and keeps the failure of another', async () => {
    toIndiaHour(api, 12);
    const gone = browserSubscription();
    const flaky = browserSubscription();
    const fine = browserSubscription();
    for (const subscription of [gone, flaky, fine]) await subscribe(subscription);
    await firedAlert('2020-02-02');
    const push = new RecordingPush();
    push.answers.set(gone.endpoint, 'gone');
    push.answers.set(flaky.endpoint, 'fail');
    await pushingWorker(api, config(), push).runOnce();

    expect(push.sent.map((sent) => sent.endpoint)).toEqual([fine.endpoint]);
    const left = await subscriptionsOfFarmer();
    expect(left.map((row) => row.endpoint).sort()).toEqual([flaky.endpoint, fine.endpoint].sort());
    expect(left.find((row) => row.endpoint === flaky.endpoint)).toMatchObject({
      lastError: 'push service unavailable',
      lastFailureAt: api.clock.now(),
    });
    expect(left.find((row) => row.endpoint === fine.endpoint)?.lastFailureAt).toBeNull();
  });

  it('maps the push service’s 404 and 410 to a gone subscription in the web-push sender', async () => {
    const sender = webPushSender(1000);
    const target = browserSubscription();
    const signing = { subject: 'mailto:alerts@cvbazaar.in', ...webpush.generateVAPIDKeys() };
    const send = jest.spyOn(webpush, 'sendNotification');
    try {
      send.mockRejectedValueOnce(new WebPushError('Gone', 410, {}, '', target.endpoint));
      expect(await sender.send(target, '{}', signing)).toBe('gone');
      send.mockRejectedValueOnce(new WebPushError('Not found', 404, {}, '', target.endpoint));
      expect(await sender.send(target, '{}', signing)).toBe('gone');
      send.mockRejectedValueOnce(new WebPushError('Too many', 429, {}, '', target.endpoint));
      await expect(sender.send(target, '{}', signing)).rejects.toThrow('Too many');
      send.mockResolvedValueOnce({ statusCode: 201, body: '', headers: {} });
      expect(await sender.send(target, '{}', signing)).toBe('sent');
      expect(send).toHaveBeenLastCalledWith(target, '{}', {
        vapidDetails: signing,
        TTL: 86_400,
        timeout: 1000,
      });
    } finally {
      send.mockRestore();
    }
  });

  it('pushes each firing once with two API instances sending, and not again when the SMS is retried', async () => {
    toIndiaHour(api, 13);
    const phone = browserSubscription();
    await subscribe(phone);
    await firedAlert('2020-02-03');
    const push = new RecordingPush();
    const one = pushingWorker(api, { ...config(), batchSize: 1 }, push);
    const two = pushingWorker(api, { ...config(), batchSize: 1 }, push);
    const before = alertSms(api, people.farmer.mobile).length;
    api.sms.failing = true;
    await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
    api.sms.failing = false;
    expect(push.to(phone.endpoint)).toHaveLength(1);
    api.clock.advance(61_000);
    await Promise.all([one.runOnce(), two.runOnce()]);
    expect(alertSms(api, people.farmer.mobile)).toHaveLength(before + 1);
    expect(push.to(phone.endpoint)).toHaveLength(1);
  });

  it('sends the SMS when every push fails, and when the push keys cannot be had', async () => {
    toIndiaHour(api, 14);
    const phone = browserSubscription();
    await subscribe(phone);
    const first = await firedAlert('2020-02-04');
    const push = new RecordingPush();
    push.answers.set(phone.endpoint, 'fail');
    const before = alertSms(api, people.farmer.mobile).length;
    expect(await pushingWorker(api, config(), push).runOnce()).toBe(1);
    expect(alertSms(api, people.farmer.mobile)).toHaveLength(before + 1);
    const [sent] = await db().select().from(alertFirings).where(eq(alertFirings.alertId, first.id));
    expect(sent.status).toBe('sent');

    await db().delete(alerts).where(eq(alerts.id, first.id));
    await firedAlert('2020-02-05');
    const noKeys = () => Promise.reject(new Error('database gone away'));
    expect(await pushingWorker(api, config(), new RecordingPush(), noKeys).runOnce()).toBe(1);
    expect(alertSms(api, people.farmer.mobile)).toHaveLength(before + 2);
  });

  it('pushes nothing for a paused alert', async () => {
    toIndiaHour(api, 15);
    const phone = browserSubscription();
    await subscribe(phone);
    const alert = await firedAlert('2020-02-06');
    await db().update(alerts).set({ paused: true }).where(eq(alerts.id, alert.id));
    const push = new RecordingPush();
    await pushingWorker(api, config(), push).runOnce();
    expect(push.sent).toEqual([]);
  });
});
