import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { Database, DatabaseKind } from '../src/db/database';
import { leadDeliveries, leads } from '../src/db/schema-leads';
import { VERIFIED_MOBILE_COOKIE } from '../src/accounts/otp/verified-mobile-cookie';
import { openTestDatabase } from './databases';
import { ADMIN_MOBILE, call, RecordingSms, TestClock, type AccountsTestApi } from './accounts-helpers';

export interface LeadsTestOptions {
  /** Lead settings; the worker is off unless the test turns it on. */
  env?: NodeJS.ProcessEnv;
  random?: () => number;
}

const ACCOUNT_ENV = {
  NODE_ENV: 'test',
  ADMIN_MOBILE,
  OTP_IP_LIMIT_PER_HOUR: '1000',
  SUBMISSION_IP_LIMIT_PER_HOUR: '1000',
};

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

/** The verified-mobile cookie of each mobile `preVerify` confirmed, as the test's one browser would keep it. */
const verifiedCookies = new WeakMap<AccountsTestApi, Map<string, string>>();

/** The cookie header this test's browser sends with a lead for `mobile` (none before `preVerify`). */
export function browserCookieFor(api: AccountsTestApi, mobile: unknown): Record<string, string> {
  const cookie = typeof mobile === 'string' ? verifiedCookies.get(api)?.get(mobile) : undefined;
  return cookie ? { cookie: `${VERIFIED_MOBILE_COOKIE}=${cookie}` } : {};
}

export function postLead(api: AccountsTestApi, body: Record<string, unknown>) {
  return call(api, 'POST', '/api/general/lead-form', body, { headers: browserCookieFor(api, body.mobile) });
}

/**
 * Confirms a 'verify' code for the mobile as the lead form would, and keeps the cookie that vouches for it,
 * for tests about something else (the clock does not move). A malformed mobile is left unverified.
 */
export async function preVerify(api: AccountsTestApi, mobile: string): Promise<void> {
  const sent = await call(api, 'POST', '/api/general/send-otp', { mobile, purpose: 'verify' });
  if (sent.statusCode === 400) return; // a malformed mobile, as tests of bad fields send: nothing to verify
  if (sent.statusCode !== 200) throw new Error(`send-otp ${sent.statusCode} ${sent.body}`);
  const code = api.sms.lastCode(mobile);
  const confirmed = await call(api, 'POST', '/api/general/confirm-otp', { mobile, code, purpose: 'verify' });
  const cookie = confirmed.cookies.find((one) => one.name === VERIFIED_MOBILE_COOKIE);
  if (!cookie) throw new Error(`confirm-otp ${confirmed.statusCode} ${confirmed.body}`);
  const jar = verifiedCookies.get(api) ?? new Map<string, string>();
  jar.set(mobile, cookie.value);
  verifiedCookies.set(api, jar);
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
