import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { Database, DatabaseKind } from '../src/db/database';
import { leadDeliveries, leads } from '../src/db/schema-leads';
import { rememberVerifiedMobile } from '../src/leads/mobile-verification';
import { openTestDatabase } from './databases';
import { ADMIN_MOBILE, call, RecordingSms, TestClock, type AccountsTestApi } from './accounts-helpers';

export interface LeadsTestOptions {
  /** Lead settings; the worker is off unless the test turns it on. */
  env?: NodeJS.ProcessEnv;
  random?: () => number;
}

const ACCOUNT_ENV = { NODE_ENV: 'test', ADMIN_MOBILE, OTP_IP_LIMIT_PER_HOUR: '1000' };

/** Builds one app on `database` as the API process would, with test clock, SMS and lead settings. */
export function buildLeadsApp(
  database: Database,
  clock: TestClock,
  sms: RecordingSms,
  options: LeadsTestOptions = {},
) {
  return buildApp({
    database,
    accounts: { env: ACCOUNT_ENV, clock: clock.now, sms },
    leads: { env: { LEAD_OUTBOX_WORKER: 'off', ...options.env }, random: options.random },
  });
}

/** A fresh database and app per `describe` (see useAccountsApi), plus lead settings (read in beforeAll). */
export function useLeadsApi(
  kind: DatabaseKind,
  options: LeadsTestOptions | (() => LeadsTestOptions) = {},
): AccountsTestApi {
  const api = { answers: [] as LightMyRequestResponse[] } as unknown as AccountsTestApi;
  beforeAll(async () => {
    api.clock = new TestClock();
    api.sms = new RecordingSms();
    api.database = await openTestDatabase(kind);
    api.app = await buildLeadsApp(
      api.database,
      api.clock,
      api.sms,
      typeof options === 'function' ? options() : options,
    );
  });
  afterAll(async () => {
    await api.app?.close();
    await api.database?.close();
  });
  return api;
}

let leadCounter = 0;
/** A key no other submission of this test process uses. */
export function freshKey(): string {
  leadCounter += 1;
  return `test-${process.pid}-${leadCounter}-${Date.now()}`;
}

let mobileCounter = 0;
/** Mobiles of lead tests, apart from the accounts helpers' range. */
export function freshLeadMobile(): string {
  mobileCounter += 1;
  return String(8123400000 + mobileCounter);
}

export function leadForm(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'quote',
    name: 'Ramesh Yadav',
    mobile: freshLeadMobile(),
    email: 'ramesh.yadav@example.in',
    pincode: '110001',
    city: 'new-delhi',
    vertical: 'truck',
    brandSlug: 'tata-motors',
    modelSlug: 'ace-gold',
    timeline: '30-days',
    source: '/trucks/tata-motors/ace-gold',
    idempotencyKey: freshKey(),
    ...overrides,
  };
}

export function postLead(api: AccountsTestApi, body: object) {
  return call(api, 'POST', '/api/general/lead-form', body);
}

/** Marks a mobile as verified the way a confirmed code would, for tests about something else. */
export function preVerify(api: AccountsTestApi, mobile: string) {
  return rememberVerifiedMobile(api.database.db, mobile, new Date());
}

/** A stored lead (mobile pre-verified) and its id. */
export async function storeLead(api: AccountsTestApi, overrides: Record<string, unknown> = {}) {
  const body = leadForm(overrides);
  await preVerify(api, body.mobile);
  const response = await postLead(api, body);
  if (response.statusCode !== 201) throw new Error(`lead-form ${response.statusCode} ${response.body}`);
  return { id: response.json().data.id as number, body };
}

export async function countLeads(api: AccountsTestApi): Promise<number> {
  return (await api.database.db.select({ id: leads.id }).from(leads)).length;
}

export function leadsOfMobile(api: AccountsTestApi, mobile: string) {
  return api.database.db.select().from(leads).where(eq(leads.mobile, mobile));
}

export function deliveriesOf(api: AccountsTestApi, leadId: number) {
  return api.database.db
    .select()
    .from(leadDeliveries)
    .where(eq(leadDeliveries.leadId, leadId))
    .orderBy(leadDeliveries.target);
}
