import type { RateDecision, RateLimiter } from './rate-limiter';

/** One process's limits; used when REDIS_URL is not set. */
export class MemoryRateLimiter implements RateLimiter {
  readonly kind = 'memory';
  private readonly hits = new Map<string, number[]>();

  async take(key: string, limit: number, windowMs: number, nowMs: number): Promise<RateDecision> {
    const recent = (this.hits.get(key) ?? []).filter((at) => at > nowMs - windowMs);
    if (recent.length >= limit) {
      this.hits.set(key, recent);
      return { allowed: false, retryAfterMs: recent[0] + windowMs - nowMs };
    }
    recent.push(nowMs);
    this.hits.set(key, recent);
    return { allowed: true, retryAfterMs: 0, hit: String(nowMs) };
  }

  async giveBack(key: string, hit: string): Promise<void> {
    const recent = this.hits.get(key) ?? [];
    const index = recent.lastIndexOf(Number(hit));
    if (index >= 0) recent.splice(index, 1);
  }

  async close(): Promise<void> {
    this.hits.clear();
  }
}
