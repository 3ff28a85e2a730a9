import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { sendDueLaunchAlerts } from '../src/catalogue-desk/launch-alerts';
import { SESSION_COOKIE } from '../src/accounts/sessions';
import { sessionWithRole } from './admin-helpers';
import { ADMIN_MOBILE, RecordingSms, TestClock, freshMobile, type AccountsTestApi } from './accounts-helpers';
import { catalogueLaunchAlerts } from '../src/db/schema-catalogue-desk';
import { brandId, desk, modelOf, onSaleWith, upcomingTruck } from './catalogue-desk-helpers';
import { openTestDatabase, testDatabases } from './databases';
import { TEST_PROXY } from './proxy-secret';

/**
 * Two API instances on one database, each with its own connection pool and its own catalogue in memory (on
 * PGlite, two apps on the one embedded database): a price published on one is served by the other within a
 * second, through the publish feed (LISTEN/NOTIFY).
 */
describe.each(testDatabases)('catalogue desk: two API instances on one %s database', (kind) => {
  const sms = new RecordingSms();
  const clock = new TestClock();
  let first: Database;
  let second: Database;
  let one: AccountsTestApi;
  let two: FastifyInstance;

  const start = (database: Database) =>
    buildApp({
      database,
      accounts: { env: { NODE_ENV: 'test', ADMIN_MOBILE }, clock: clock.now, sms },
      leads: { env: { LEAD_OUTBOX_WORKER: 'off' } },
      proxy: TEST_PROXY,
    });

  beforeAll(async () => {
    first = await openTestDatabase(kind);
    const url = process.env.TEST_DATABASE_URL;
    second = kind === 'postgres' && url ? await openDatabase({ databaseUrl: url }) : first;
    one = { app: await start(first), database: first, clock, sms, answers: [] };
    two = await start(second);
  });
  afterAll(async () => {
    await two?.close();
    await one?.app.close();
    if (second !== first) await second?.close();
    await first?.close();
  });

  const priceOn = async (app: FastifyInstance, slug: string): Promise<number | null> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/trucks/model-detail?brandSlug=tata-motors&modelSlug=${slug}`,
    });
    return response.statusCode === 200 ? response.json().model.minPrice : null;
  };

  async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < ms) {
      if (await check()) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`not within ${ms} ms`);
  }

  it('serves on the second instance, within a second, a price published on the first', async () => {
    const editor = await sessionWithRole(one, 'editor');
    const tata = await brandId(one, 'truck', 'tata-motors');
    let model = modelOf(
      await desk(one, editor, 'POST', 'models', {
        document: onSaleWith(upcomingTruck(tata, 'ultra-ev-twin'), 2_150_000),
      }),
    );
    model = modelOf(
      await desk(one, editor, 'POST', `models/${model.id}/publish`, { version: model.version }),
    );
    await within(1000, async () => (await priceOn(two, 'ultra-ev-twin')) === 2_150_000);
    // The second instance now holds the model in memory; a new price must replace it there.
    expect(await priceOn(two, 'ultra-ev-twin')).toBe(2_150_000);
    const document = model.published!.document;
    model = modelOf(
      await desk(one, editor, 'PUT', `models/${model.id}/draft`, {
        version: model.version,
        document: { ...document, variants: [{ ...document.variants[0], price: 2_090_000 }] },
      }),
    );
    model = modelOf(
      await desk(one, editor, 'POST', `models/${model.id}/publish`, { version: model.version }),
    );
    const took = await within(1000, async () => (await priceOn(two, 'ultra-ev-twin')) === 2_090_000);
    expect(took).toBeLessThan(1000);
    // The second instance's session store is the same database: it opens the desk too.
    const opened = await two.inject({
      method: 'GET',
      url: `/api/admin/catalogue/models/${model.id}`,
      cookies: { [SESSION_COOKIE]: editor },
    });
    expect(opened.json().version).toBe(model.version);
  });

  it("serves on the second instance, within a second, a state's on-road rule applied on the first", async () => {
    const editor = await sessionWithRole(one, 'editor');
    const onRoadIn = async (app: FastifyInstance, city: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-gold&city=${city}`,
      });
      return response.json().onRoad as { exShowroom: number; rto: number; otherCharges: number };
    };
    // The second instance holds Karnataka's rule (and the answer made with it) in memory.
    const before = await onRoadIn(two, 'bengaluru');
    const sheet = [
      'vertical,brand,model,variant,ex_showroom_price,state,rto_percent,insurance_percent,other_charges',
      'truck,,,,,Karnataka,9.5,3.3,8800',
    ].join('\n');
    const applied = await desk(one, editor, 'POST', 'price-imports', {
      fileName: 'karnataka.csv',
      contentBase64: Buffer.from(sheet).toString('base64'),
      apply: true,
    });
    expect(applied.json()).toMatchObject({ applied: true, counts: { changes: 1, errors: 0 } });
    const took = await within(1000, async () => (await onRoadIn(two, 'bengaluru')).otherCharges === 8800);
    expect(took).toBeLessThan(1000);
    const after = await onRoadIn(two, 'bengaluru');
    expect(after.rto).toBe(Math.round((after.exShowroom * 9.5) / 100));
    expect(before.otherCharges).not.toBe(8800);
  });

  it('sends each launch text once when both instances retry the outbox at once', async () => {
    const mobiles = [freshMobile(), freshMobile(), freshMobile()];
    await first.db
      .insert(catalogueLaunchAlerts)
      .values(
        mobiles.map((mobile) => ({ modelId: 424242, mobile, text: 'CV Bazaar: Tata Ultra EV is launched' })),
      );
    const sent = await Promise.all([sendDueLaunchAlerts(first.db, sms), sendDueLaunchAlerts(second.db, sms)]);
    expect(sent[0] + sent[1]).toBe(3);
    for (const mobile of mobiles) expect(sms.sent.filter((text) => text.mobile === mobile)).toHaveLength(1);
    expect(await sendDueLaunchAlerts(second.db, sms)).toBe(0);
  });
});
