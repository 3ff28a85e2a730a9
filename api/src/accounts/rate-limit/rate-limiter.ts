export interface RateDecision {
  allowed: boolean;
  /** When refused: milliseconds until the oldest counted hit leaves the window. */
  retryAfterMs: number;
  /** When allowed: the counted hit, which `giveBack` can take away again. */
  hit?: string;
}

/**
 * A sliding-window counter: `take` counts one hit on `key` when fewer than `limit` hits happened in the
 * `windowMs` before `nowMs`, and refuses (counting nothing) otherwise. `nowMs` comes from the caller's clock.
 */
export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  take(key: string, limit: number, windowMs: number, nowMs: number): Promise<RateDecision>;
  /** Uncounts a hit `take` counted (a request refused for bad input is not a submission). */
  giveBack(key: string, hit: string): Promise<void>;
  close(): Promise<void>;
}
