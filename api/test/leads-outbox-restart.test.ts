import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/database';
import { RecordingSms, TestClock, type AccountsTestApi } from './accounts-helpers';
import { openTestDatabase, testDatabases } from './databases';
import { buildLeadsApp, deliveriesOf, storeLead } from './leads-helpers';
import { eventually, ReceiverStub } from './leads-receiver-stub';

describe.each(testDatabases)('lead outbox across an API restart on %s', (kind) => {
  const stub = new ReceiverStub();
  let database: Database;
  const clock = new TestClock();
  const sms = new RecordingSms();
  const apps: FastifyInstance[] = [];

  /** An API process with its outbox worker running, on the shared database. */
  async function startApi(): Promise<AccountsTestApi> {
    const app = await buildLeadsApp(database, clock, sms, {
      env: {
        LEAD_OUTBOX_WORKER: 'on',
        CRM_WEBHOOK_URL: `${stub.url}/crm`,
        LEAD_OUTBOX_INTERVAL_MS: '20',
        LEAD_DELIVERY_TIMEOUT_MS: '2000',
        LEAD_DELIVERY_LEASE_MS: '1',
        LEAD_DELIVERY_BACKOFF_MS: '1',
      },
    });
    apps.push(app);
    return { app, database, clock, sms, answers: [] as LightMyRequestResponse[] };
  }

  beforeAll(async () => {
    await stub.start();
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await stub.stop();
    await database?.close();
  });

  it('posts again after the API died mid-request: delivered once, nothing lost', async () => {
    stub.mode = 'hang';
    const first = await startApi();
    const { id } = await storeLead(first);
    await eventually(async () => stub.received.length === 1);

    // "Kill" the API while the CRM has not answered: nothing about the attempt gets recorded.
    await first.app.close();
    const [orphaned] = await deliveriesOf(first, id);
    expect(orphaned).toMatchObject({ status: 'pending', attempts: 1, deliveredAt: null });
    expect(orphaned.lockedUntil?.getTime()).toBeGreaterThan(Date.now());

    stub.mode = 'ok';
    const second = await startApi();
    await eventually(async () => (await deliveriesOf(second, id))[0].status === 'delivered');
    await second.app.close();

    const [delivered] = await deliveriesOf(second, id);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2, lockedUntil: null });
    const key = `lead-delivery-${delivered.id}`;
    expect(stub.received.map((entry) => [entry.idempotencyKey, entry.answered])).toEqual([
      [key, null],
      [key, 200],
    ]);
    expect(stub.acceptedPerKey('/crm')).toEqual(new Map([[key, 1]]));
  });
});
