import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { MemoryRateLimiter } from '../src/accounts/rate-limit/memory-rate-limiter';
import type { RateLimiter } from '../src/accounts/rate-limit/rate-limiter';
import { RedisRateLimiter } from '../src/accounts/rate-limit/redis-rate-limiter';
import { SESSION_COOKIE } from '../src/accounts/sessions';
import { ADMIN_MOBILE, RecordingSms, SITE, TestClock, sessionOf } from './accounts-helpers';
import { openTestDatabase, testDatabases } from './databases';
import { testRedisUrl } from './redis';

/**
 * Two API instances on one database and one Redis (as two replicas behind the shell): a session, an OTP and
 * every limit started on one holds on the other. Without a local Redis the two share one in-memory limiter.
 */
describe.each(testDatabases)('two API instances on one %s database', (kind) => {
  const clock = new TestClock();
  const sms = new RecordingSms();
  const prefix = `cvb:test:${randomBytes(4).toString('hex')}:`;
  const shared = new MemoryRateLimiter();
  const limiter = (): RateLimiter => (testRedisUrl ? new RedisRateLimiter(testRedisUrl, prefix) : shared);
  let database: Database;
  let one: FastifyInstance;
  let two: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const start = () =>
      buildApp({
        database,
        accounts: {
          env: { NODE_ENV: 'test', ADMIN_MOBILE, OTP_PEPPER: 'the-same-on-every-replica' },
          clock: clock.now,
          sms,
          limiter: limiter(),
        },
        leads: { env: { LEAD_OUTBOX_WORKER: 'off' } },
      });
    one = await start();
    two = await start();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const post = (app: FastifyInstance, url: string, payload: object, session?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: ip,
      headers: { origin: SITE },
      cookies: session ? { [SESSION_COOKIE]: session } : {},
    } satisfies InjectOptions);

  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

  it('confirms on one instance a code sent by the other, and signs up there', async () => {
    expect((await post(one, '/api/general/send-otp', { mobile, purpose: 'signup' })).statusCode).toBe(200);
    // The resend limit is shared: the other instance refuses a new code within 30 seconds.
    expect((await post(two, '/api/general/send-otp', { mobile, purpose: 'signup' })).statusCode).toBe(429);
    const code = sms.lastCode(mobile);
    const confirmed = await post(two, '/api/general/confirm-otp', { mobile, code, purpose: 'signup' });
    expect(confirmed.statusCode).toBe(200);
    const registered = await post(one, '/api/auth/local/register', {
      mobile,
      name: 'Harpreet Singh',
      email: `harpreet${mobile}@example.in`,
      password: 'tractor-ludhiana-9',
      verificationToken: confirmed.json().data.verificationToken,
    });
    expect(registered.statusCode).toBe(200);
    // The session made by one instance is known to the other.
    const me = await two.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { [SESSION_COOKIE]: sessionOf(registered) },
    });
    expect(me.json().user).toMatchObject({ mobile });
  });

  it('counts password guesses on both instances against one per-account limit', async () => {
    for (let guess = 1; guess <= 10; guess += 1) {
      const app = guess % 2 === 0 ? one : two;
      expect(
        (await post(app, '/api/auth/local', { identifier: mobile, password: `guess-${guess}` })).statusCode,
      ).toBe(400);
    }
    for (const app of [one, two]) {
      const refused = await post(app, '/api/auth/local', {
        identifier: mobile,
        password: 'tractor-ludhiana-9',
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    }
  });
});
