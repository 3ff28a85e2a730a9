import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { Database, DatabaseKind } from '../src/db/database';
import { SESSION_COOKIE } from '../src/accounts/sessions';
import type { SmsSender } from '../src/accounts/sms/sms-sender';
import type { RateLimiter } from '../src/accounts/rate-limit/rate-limiter';
import type { ImageStorage } from '../src/ads';
import { openTestDatabase } from './databases';
import { TEST_PROXY } from './proxy-secret';

/** A clock the test moves by hand. */
export class TestClock {
  private current = new Date('2025-06-02T04:30:00.000Z').getTime();
  readonly now = () => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

/** Keeps every text instead of sending it; `failing` makes it reject like a down gateway. */
export class RecordingSms implements SmsSender {
  readonly kind = 'development';
  readonly sent: { mobile: string; text: string }[] = [];
  failing = false;

  async send(mobile: string, text: string): Promise<void> {
    if (this.failing) throw new Error('gateway down');
    this.sent.push({ mobile, text });
  }

  lastCode(mobile: string): string {
    const text = [...this.sent].reverse().find((message) => message.mobile === mobile)?.text;
    const code = text?.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no code was sent to ${mobile}`);
    return code;
  }
}

export const ADMIN_MOBILE = '9000000001';
export const SITE = 'http://localhost:80';

export interface AccountsTestApi {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  sms: RecordingSms;
  /** Every answer the API gave in this describe, to check that none reveals a secret. */
  answers: LightMyRequestResponse[];
}

export interface AccountsTestOptions {
  env?: NodeJS.ProcessEnv;
  limiter?: RateLimiter;
  /** Where uploaded images go (default: the API's own default storage). */
  imageStorage?: ImageStorage;
}

/** A fresh database and app with a hand-moved clock and a recording SMS sender, per `describe`. */
export function useAccountsApi(kind: DatabaseKind, options: AccountsTestOptions = {}): AccountsTestApi {
  const api = { answers: [] as LightMyRequestResponse[] } as unknown as AccountsTestApi;
  beforeAll(async () => {
    api.clock = new TestClock();
    api.sms = new RecordingSms();
    api.database = await openTestDatabase(kind);
    api.app = await buildApp({
      database: api.database,
      accounts: {
        env: {
          NODE_ENV: 'test',
          ADMIN_MOBILE,
          OTP_IP_LIMIT_PER_HOUR: '1000',
          LOGIN_IP_LIMIT_PER_HOUR: '1000',
          SUBMISSION_IP_LIMIT_PER_HOUR: '1000',
          ...options.env,
        },
        clock: api.clock.now,
        sms: api.sms,
        limiter: options.limiter,
      },
      adImageStorage: options.imageStorage,
      proxy: { ...TEST_PROXY, trustProxy: options.env?.TRUST_PROXY },
    });
  });
  afterAll(async () => {
    await api.app?.close();
    await api.database?.close();
  });
  return api;
}

export interface CallOptions {
  session?: string;
  origin?: string | null;
  ip?: string;
  headers?: Record<string, string>;
}

/** A JSON call as the site's own page makes it (same Origin), recorded in `api.answers`. */
export async function call(
  api: AccountsTestApi,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: object,
  { session, origin = SITE, ip = '203.0.113.10', headers = {} }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method,
    url,
    remoteAddress: ip,
    headers: { ...(origin ? { origin } : {}), ...headers },
    cookies: session ? { [SESSION_COOKIE]: session } : {},
    ...(body ? { payload: body } : {}),
  };
  const response = await api.app.inject(request);
  api.answers.push(response);
  return response;
}

export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

export function sessionOf(response: LightMyRequestResponse): string {
  const cookie = sessionCookieOf(response);
  if (!cookie?.value) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return cookie.value;
}

let mobileCounter = 0;
/** A valid mobile number not used before in this test process. */
export function freshMobile(): string {
  mobileCounter += 1;
  return String(9876500000 + mobileCounter);
}

/** send-otp then confirm-otp with the code that was "sent"; answers the verification token. */
export async function verifiedToken(
  api: AccountsTestApi,
  mobile: string,
  purpose: 'signup' | 'reset' | 'verify',
): Promise<string> {
  const sent = await call(api, 'POST', '/api/general/send-otp', { mobile, purpose });
  if (sent.statusCode !== 200) throw new Error(`send-otp ${sent.statusCode} ${sent.body}`);
  const code = api.sms.lastCode(mobile);
  const confirmed = await call(api, 'POST', '/api/general/confirm-otp', { mobile, code, purpose });
  if (confirmed.statusCode !== 200) throw new Error(`confirm-otp ${confirmed.statusCode} ${confirmed.body}`);
  api.clock.advance(31_000);
  return confirmed.json().data.verificationToken as string;
}

export const PASSWORD = 'chai-garam-42';

/** A signed-up user (through OTP and register) and their session token. */
export async function signUp(
  api: AccountsTestApi,
  fields: { mobile?: string; name?: string; email?: string; password?: string } = {},
): Promise<{ mobile: string; email: string; session: string; id: number }> {
  const mobile = fields.mobile ?? freshMobile();
  const email = fields.email ?? `user${mobile}@example.in`;
  const verificationToken = await verifiedToken(api, mobile, 'signup');
  const response = await call(api, 'POST', '/api/auth/local/register', {
    mobile,
    name: fields.name ?? 'Suresh Patil',
    email,
    password: fields.password ?? PASSWORD,
    verificationToken,
  });
  if (response.statusCode !== 200) throw new Error(`register ${response.statusCode} ${response.body}`);
  return { mobile, email, session: sessionOf(response), id: response.json().data.id as number };
}
