import { randomBytes } from 'node:crypto';
import { createRateLimiter } from '../src/accounts/rate-limit/create-rate-limiter';
import { MemoryRateLimiter } from '../src/accounts/rate-limit/memory-rate-limiter';
import type { RateLimiter } from '../src/accounts/rate-limit/rate-limiter';
import { RedisRateLimiter } from '../src/accounts/rate-limit/redis-rate-limiter';
import { testDatabases } from './databases';
import { call, freshMobile, useAccountsApi } from './accounts-helpers';
import { testRedisUrl } from './redis';

type Kind = 'memory' | 'redis';
const kinds: Kind[] = testRedisUrl ? ['memory', 'redis'] : ['memory'];

function open(kind: Kind): RateLimiter {
  return kind === 'redis'
    ? new RedisRateLimiter(testRedisUrl ?? '', `cvb:test:${randomBytes(4).toString('hex')}:`)
    : new MemoryRateLimiter();
}

describe.each(kinds)('%s rate limiter', (kind) => {
  let limiter: RateLimiter;
  beforeEach(() => {
    limiter = open(kind);
  });
  afterEach(() => limiter.close());

  const T = 1_750_000_000_000;

  it('allows `limit` hits in the window, then refuses with the wait', async () => {
    for (let hit = 0; hit < 3; hit += 1) {
      expect(await limiter.take('k', 3, 60_000, T + hit * 1000)).toEqual({
        allowed: true,
        retryAfterMs: 0,
        hit: expect.any(String),
      });
    }
    expect(await limiter.take('k', 3, 60_000, T + 10_000)).toEqual({ allowed: false, retryAfterMs: 50_000 });
  });

  it('slides: a hit leaves the window exactly windowMs later, and refusals are not counted', async () => {
    expect((await limiter.take('s', 2, 30_000, T)).allowed).toBe(true);
    expect((await limiter.take('s', 2, 30_000, T + 20_000)).allowed).toBe(true);
    expect((await limiter.take('s', 2, 30_000, T + 29_999)).allowed).toBe(false);
    expect((await limiter.take('s', 2, 30_000, T + 30_000)).allowed).toBe(true);
    expect((await limiter.take('s', 2, 30_000, T + 49_999)).allowed).toBe(false);
    expect((await limiter.take('s', 2, 30_000, T + 50_000)).allowed).toBe(true);
  });

  it('gives back a counted hit, so a refused form does not use up the window', async () => {
    const first = await limiter.take('g', 2, 60_000, T);
    const second = await limiter.take('g', 2, 60_000, T);
    expect((await limiter.take('g', 2, 60_000, T + 1)).allowed).toBe(false);
    await limiter.giveBack('g', second.hit ?? '');
    expect((await limiter.take('g', 2, 60_000, T + 2)).allowed).toBe(true);
    expect((await limiter.take('g', 2, 60_000, T + 3)).allowed).toBe(false);
    expect(first.hit).toEqual(expect.any(String));
  });

  it('keeps keys apart', async () => {
    expect((await limiter.take('a', 1, 30_000, T)).allowed).toBe(true);
    expect((await limiter.take('b', 1, 30_000, T)).allowed).toBe(true);
    expect((await limiter.take('a', 1, 30_000, T + 1)).allowed).toBe(false);
  });

  it('counts concurrent hits exactly', async () => {
    const decisions = await Promise.all(Array.from({ length: 10 }, () => limiter.take('c', 4, 60_000, T)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(4);
  });
});

if (testRedisUrl) {
  describe('redis rate limiter shared by two API instances', () => {
    it('refuses on one instance what the other already counted', async () => {
      const prefix = `cvb:test:${randomBytes(4).toString('hex')}:`;
      const one = new RedisRateLimiter(testRedisUrl ?? '', prefix);
      const two = new RedisRateLimiter(testRedisUrl ?? '', prefix);
      try {
        expect((await one.take('otp:resend:9876543210', 1, 30_000, Date.now())).allowed).toBe(true);
        expect((await two.take('otp:resend:9876543210', 1, 30_000, Date.now())).allowed).toBe(false);
      } finally {
        await one.close();
        await two.close();
      }
    });
  });
}

describe('createRateLimiter', () => {
  it('uses Redis when REDIS_URL is set and memory otherwise', async () => {
    const memory = createRateLimiter(undefined);
    const redis = createRateLimiter('redis://127.0.0.1:6379');
    expect(memory.kind).toBe('memory');
    expect(redis.kind).toBe('redis');
    await memory.close();
    await redis.close();
  });
});

describe.each(kinds)('OTP limits through the %s limiter', (kind) => {
  const limiter = open(kind);
  const api = useAccountsApi(testDatabases[0], { limiter });

  it('refuses a resend sooner than 30 s', async () => {
    const mobile = freshMobile();
    const send = () => call(api, 'POST', '/api/general/send-otp', { mobile, purpose: 'verify' });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
