import { eq, inArray } from 'drizzle-orm';
import { leadDeliveries } from '../src/db/schema-leads';
import { retryFailedDelivery } from '../src/leads/retry-delivery';
import { testDatabases } from './databases';
import { call } from './accounts-helpers';
import { buildLeadsApp, deliveriesOf, storeLead, useLeadsApi } from './leads-helpers';
import { ReceiverStub } from './leads-receiver-stub';

const MONTRA_TOKEN = 'montra-secret-token-7f3a';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases)('lead outbox delivery on %s', (kind) => {
  const stub = new ReceiverStub();
  beforeAll(() => stub.start());
  afterAll(() => stub.stop());
  const api = useLeadsApi(kind, () => ({
    env: {
      CRM_WEBHOOK_URL: `${stub.url}/crm`,
      MONTRA_API_URL: `${stub.url}/montra`,
      MONTRA_API_TOKEN: MONTRA_TOKEN,
      LEAD_DELIVERY_BACKOFF_MS: '1',
      LEAD_DELIVERY_MAX_BACKOFF_MS: '5',
      LEAD_DELIVERY_MAX_ATTEMPTS: '4',
    },
    random: () => 0.5,
  }));
  beforeEach(() => {
    stub.mode = 'ok';
    stub.received.length = 0;
  });

  const runOnce = () => api.app.leadOutbox.runOnce();
  const deliveriesOfLeads = (ids: number[]) =>
    api.database.db.select().from(leadDeliveries).where(inArray(leadDeliveries.leadId, ids));

  it('delivers every lead exactly once while the CRM fails and then recovers', async () => {
    const ids = [(await storeLead(api)).id, (await storeLead(api)).id, (await storeLead(api)).id];
    stub.mode = 'fail';
    expect(await runOnce()).toBe(3);
    await pause(20);
    expect(await runOnce()).toBe(3);
    const failing = await deliveriesOfLeads(ids);
    expect(failing.map((d) => [d.status, d.attempts, d.lockedUntil])).toEqual([
      ['pending', 2, null],
      ['pending', 2, null],
      ['pending', 2, null],
    ]);
    expect(failing[0].lastError).toMatch(/^HTTP 500/);

    stub.mode = 'ok';
    await pause(20);
    expect(await runOnce()).toBe(3);
    expect(await runOnce()).toBe(0);
    const delivered = await deliveriesOfLeads(ids);
    expect(delivered.map((d) => [d.status, d.attempts, d.lastError])).toEqual([
      ['delivered', 3, null],
      ['delivered', 3, null],
      ['delivered', 3, null],
    ]);
    const accepted = stub.acceptedPerKey('/crm');
    expect([...accepted.values()]).toEqual([1, 1, 1]);
    expect([...accepted.keys()].sort()).toEqual(delivered.map((d) => `lead-delivery-${d.id}`).sort());
    expect(stub.received.length).toBe(9);
  });

  it('posts the whole lead to the CRM with the delivery id as Idempotency-Key', async () => {
    const { id, body } = await storeLead(api);
    await runOnce();
    const [delivery] = await deliveriesOf(api, id);
    const [received] = stub.received;
    expect(received.idempotencyKey).toBe(`lead-delivery-${delivery.id}`);
    expect(received.authorization).toBeUndefined();
    expect(received.body).toEqual({
      leadId: id,
      kind: 'quote',
      name: body.name,
      mobile: body.mobile,
      email: body.email,
      pincode: '110001',
      city: 'New Delhi',
      state: 'Delhi',
      vertical: 'truck',
      brandSlug: 'tata-motors',
      modelSlug: 'ace-gold',
      variantSlug: null,
      dealerId: null,
      timeline: '30-days',
      source: '/trucks/tata-motors/ace-gold',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('gives up after the last attempt, keeps the delivery as failed, and an admin retry delivers it', async () => {
    const { id } = await storeLead(api);
    stub.mode = 'fail';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await runOnce()).toBe(1);
      await pause(20);
    }
    expect(await runOnce()).toBe(0);
    const [failed] = await deliveriesOf(api, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, deliveredAt: null });

    stub.mode = 'ok';
    expect(await retryFailedDelivery(api.database.db, failed.id)).toBe(true);
    expect(await retryFailedDelivery(api.database.db, failed.id)).toBe(false);
    expect(await runOnce()).toBe(1);
    expect(await deliveriesOf(api, id)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 1, lastError: null }),
    ]);
  });

  it('fails at once when the receiver refuses the lead itself (422)', async () => {
    const { id } = await storeLead(api);
    stub.mode = 'refuse';
    expect(await runOnce()).toBe(1);
    const [refused] = await deliveriesOf(api, id);
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused.lastError).toMatch(/^HTTP 422/);
  });

  it('sends Montra the six fields with the partner token, which only the server holds', async () => {
    const { id, body } = await storeLead(api, {
      vertical: 'three-wheeler',
      brandSlug: 'montra',
      modelSlug: undefined,
      source: '/three-wheelers/montra',
    });
    expect(await runOnce()).toBe(2);
    expect((await deliveriesOf(api, id)).map((d) => d.status)).toEqual(['delivered', 'delivered']);
    const toMontra = stub.received.filter((entry) => entry.path === '/montra');
    expect(toMontra).toHaveLength(1);
    expect(toMontra[0].authorization).toBe(`Bearer ${MONTRA_TOKEN}`);
    expect(toMontra[0].body).toEqual({
      name: body.name,
      mobile: body.mobile,
      email: body.email,
      pincode: '110001',
      city: 'New Delhi',
      state: 'Delhi',
    });
    const toCrm = stub.received.filter((entry) => entry.path === '/crm');
    expect(toCrm.map((entry) => entry.authorization)).toEqual([undefined]);

    const docs = await call(api, 'GET', '/api/docs/json');
    for (const answer of [...api.answers, docs]) {
      expect(answer.body).not.toContain(MONTRA_TOKEN);
      expect(JSON.stringify(answer.headers)).not.toContain(MONTRA_TOKEN);
    }
  });

  it('lets two workers on one database post each delivery once', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 8; n += 1) ids.push((await storeLead(api)).id);
    const second = await buildLeadsApp(api.database, api.clock, api.sms, {
      env: { CRM_WEBHOOK_URL: `${stub.url}/crm` },
    });
    try {
      const handled = await Promise.all([runOnce(), second.leadOutbox.runOnce(), runOnce()]);
      expect(handled.reduce((sum, count) => sum + count, 0)).toBe(8);
    } finally {
      await second.close();
    }
    const rows = await deliveriesOfLeads(ids);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    expect([...stub.acceptedPerKey('/crm').values()]).toEqual(Array(8).fill(1));
  });
});

describe.each(testDatabases)('lead outbox without CRM_WEBHOOK_URL on %s', (kind) => {
  const api = useLeadsApi(kind, { env: { CRM_WEBHOOK_URL: '', MONTRA_API_URL: '' } });

  it('keeps deliveries pending, untouched, until an endpoint is configured', async () => {
    const { id } = await storeLead(api);
    expect(await api.app.leadOutbox.runOnce()).toBe(0);
    expect(await deliveriesOf(api, id)).toEqual([
      expect.objectContaining({ target: 'crm', status: 'pending', attempts: 0, lockedUntil: null }),
    ]);
    const rows = await api.database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
    expect(rows).toHaveLength(1);
  });
});
