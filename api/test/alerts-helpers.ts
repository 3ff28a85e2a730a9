import { alertSchema } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { loadAlertsConfig, type AlertsConfig } from '../src/alerts/alerts-config';
import { AlertDeliveryWorker } from '../src/alerts/delivery-worker';
import { queueMandiAlerts } from '../src/alerts/queue-mandi';
import { alerts } from '../src/db/schema-alerts';
import { mandiCommodities, mandiMarkets } from '../src/db/schema-mandi';
import { call, signUp, useAccountsApi, type AccountsTestApi } from './accounts-helpers';
import { sessionWithRole } from './admin-helpers';
import type { testDatabases } from './databases';

// The tests drive the delivery worker themselves, with the test clock.
process.env.ALERT_WORKER = 'off';
process.env.ALERT_LINK_SECRET = 'alerts-test-secret';
process.env.SITE_URL = 'https://www.cvbazaar.in';

export const HOUR = 3_600_000;
const MANDI_HEADER =
  'State,District,Market,Commodity,Variety,Grade,Arrival_Date,Min_x0020_Price,Max_x0020_Price,Modal_x0020_Price';

/** A mandi sheet with one row: onion at Lasalgaon on `date` at `modal` rupees a quintal. */
export const onionAt = (date: string, modal: number) =>
  [
    MANDI_HEADER,
    `Maharashtra,Nashik,Lasalgaon,Onion,Red,FAQ,${date},${modal - 200},${modal + 200},${modal}`,
  ].join('\n');

export const lasalgaonOnion = (condition: 'above' | 'below' | 'daily', price?: number) => ({
  kind: 'mandi',
  commodity: 'onion',
  state: 'maharashtra',
  district: 'nashik',
  market: 'lasalgaon',
  condition,
  ...(price === undefined ? {} : { price }),
});

export const alertSms = (api: AccountsTestApi, mobile: string) =>
  api.sms.sent.filter((message) => message.mobile === mobile && message.text.includes('/api/alerts/s/'));

/** Moves the test clock to the next `hour`:00 India time. */
export function toIndiaHour(api: AccountsTestApi, hour: number): void {
  const now = api.clock.now().getTime();
  const india = new Date(now + 330 * 60_000);
  const target =
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), hour) - 330 * 60_000;
  api.clock.advance(target > now ? target - now : target + 24 * HOUR - now);
}

/**
 * The API with an editor (who imports prices) and a farmer (who sets alerts), signed in before the file's tests;
 * `upload` posts a CSV as the editor, `createAlert` sets an alert (the farmer's by default).
 */
export function useAlertsApi(kind: (typeof testDatabases)[number]) {
  const api = useAccountsApi(kind);
  const people = { editor: '', farmer: { mobile: '', session: '', id: 0 } };
  beforeAll(async () => {
    people.editor = await sessionWithRole(api, 'editor');
    people.farmer = await signUp(api, { name: 'Ramesh Pawar' });
  });
  const upload = (path: string, csv: string) =>
    api.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload: csv,
      headers: { 'content-type': 'text/csv', origin: 'http://localhost:80' },
      cookies: { cvb_session: people.editor },
    });
  const createAlert = async (rule: object, session = people.farmer.session, locale = 'en') => {
    const response = await call(api, 'POST', '/api/alerts', { rule, locale }, { session });
    expect(response.statusCode).toBe(201);
    return alertSchema.parse(response.json());
  };
  const worker = () => api.app.alertDelivery;
  return { api, people, upload, createAlert, worker };
}

/** The ids of Lasalgaon and onion. */
export async function lasalgaonOnionIds(
  api: AccountsTestApi,
): Promise<{ marketId: number; commodityId: number }> {
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

/** Queues the mandi alerts of one Lasalgaon onion price (`modalPrice` rupees a quintal), as an import would. */
export async function queueLasalgaonOnion(
  api: AccountsTestApi,
  arrivalDate: string,
  modalPrice: number,
): Promise<number[]> {
  const { marketId, commodityId } = await lasalgaonOnionIds(api);
  return queueMandiAlerts(
    api.database.db,
    [{ marketId, commodityId, arrivalDate, modalPrice }],
    api.clock.now(),
  );
}

/** Another delivery worker on the same database (a second API instance's), with the test clock and SMS outbox. */
export function deliveryWorker(
  api: AccountsTestApi,
  settings: NodeJS.ProcessEnv = {},
  patch: Partial<AlertsConfig> = {},
): AlertDeliveryWorker {
  const config = { ...loadAlertsConfig({ ALERT_LINK_SECRET: 'alerts-test-secret', ...settings }), ...patch };
  return new AlertDeliveryWorker({
    db: api.database.db,
    config,
    sms: api.sms,
    clock: api.clock.now,
    log: api.app.log,
  });
}

/** Removes an alert (its firings go with it), so the next test starts without it. */
export async function dropAlert(api: AccountsTestApi, id: number): Promise<void> {
  await api.database.db.delete(alerts).where(eq(alerts.id, id));
}
