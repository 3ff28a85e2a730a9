import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import type { RateDecision, RateLimiter } from './rate-limiter';

/** Sliding log in a sorted set (score = time of the hit), checked and updated atomically. */
const TAKE_SCRIPT = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]) + window - now}
end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return {1, 0}
`;

/** Limits shared by every API instance through Redis (REDIS_URL). */
export class RedisRateLimiter implements RateLimiter {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'cvb:rate:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  }

  async take(key: string, limit: number, windowMs: number, nowMs: number): Promise<RateDecision> {
    const member = `${nowMs}:${randomBytes(6).toString('hex')}`;
    const [allowed, retryAfterMs] = (await this.redis.eval(
      TAKE_SCRIPT,
      1,
      this.prefix + key,
      limit,
      windowMs,
      nowMs,
      member,
    )) as [number, number];
    return allowed === 1 ? { allowed: true, retryAfterMs, hit: member } : { allowed: false, retryAfterMs };
  }

  async giveBack(key: string, hit: string): Promise<void> {
    await this.redis.zrem(this.prefix + key, hit);
  }

  async close(): Promise<void> {
    if (this.redis.status === 'end') return;
    if (this.redis.status === 'wait') return this.redis.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
