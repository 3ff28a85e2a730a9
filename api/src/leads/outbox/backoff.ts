export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
  /** 0 ≤ random() < 1; injectable so tests can pin the jitter. */
  random: () => number;
}

/**
 * Delay before attempt `attempts + 1`: base·2^(attempts−1), capped, then "equal jitter" (half fixed, half
 * random) so deliveries that failed together (CRM down) do not all come back in the same second.
 */
export function retryDelayMs(attempts: number, { baseMs, maxMs, random }: BackoffPolicy): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
