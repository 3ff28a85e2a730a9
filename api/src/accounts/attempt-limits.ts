import { MESSAGES } from '@cvb/validation';
import { AccountError } from './account-error';
import type { RateLimiter } from './rate-limit/rate-limiter';

const MINUTE = 60_000;

/** Password guesses: scrypt costs ~60 ms of CPU each, and a mobile's password is worth a lot. */
export const ATTEMPT_LIMITS = {
  windowMs: 15 * MINUTE,
  /** Sign-in tries for one identifier (mobile or email) per window, right or wrong. */
  loginsPerAccount: 10,
  /** Current-password tries of one signed-in user, and forgot-password resets of one mobile, per window. */
  passwordChangesPerAccount: 5,
  hourMs: 60 * MINUTE,
} as const;

/**
 * Counts one try on each key (all must pass; the first refusal is a 429 with `message` and a `Retry-After` of
 * the longest wait). Shared by every API instance when the limiter is Redis.
 */
export async function takeAttempt(
  limiter: RateLimiter,
  nowMs: number,
  message: string,
  buckets: ReadonlyArray<{ key: string; limit: number; windowMs: number }>,
): Promise<void> {
  for (const { key, limit, windowMs } of buckets) {
    const decision = await limiter.take(key, limit, windowMs, nowMs);
    if (!decision.allowed) {
      throw new AccountError(429, message, Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
    }
  }
}

export interface AttemptLimitSettings {
  loginIpLimitPerHour: number;
}

/** The tries of POST auth/local: per client IP (an hour) and per account (15 minutes; see `loginSubject`). */
export function loginBuckets(account: string, ip: string, settings: AttemptLimitSettings) {
  return [
    { key: `login:ip:${ip}`, limit: settings.loginIpLimitPerHour, windowMs: ATTEMPT_LIMITS.hourMs },
    {
      key: `login:account:${account}`,
      limit: ATTEMPT_LIMITS.loginsPerAccount,
      windowMs: ATTEMPT_LIMITS.windowMs,
    },
  ];
}

/** The tries of POST change-password: per client IP and per account (user id or mobile). */
export function passwordChangeBuckets(account: string, ip: string, settings: AttemptLimitSettings) {
  return [
    { key: `password:ip:${ip}`, limit: settings.loginIpLimitPerHour, windowMs: ATTEMPT_LIMITS.hourMs },
    {
      key: `password:account:${account.trim().toLowerCase()}`,
      limit: ATTEMPT_LIMITS.passwordChangesPerAccount,
      windowMs: ATTEMPT_LIMITS.windowMs,
    },
  ];
}

/** The tries of POST auth/local/register per client IP an hour (each needs a confirmed code besides). */
export function registerBuckets(ip: string, settings: AttemptLimitSettings) {
  return [{ key: `register:ip:${ip}`, limit: settings.loginIpLimitPerHour, windowMs: ATTEMPT_LIMITS.hourMs }];
}

export const LIMIT_MESSAGES = {
  register: MESSAGES.tooManySubmissions,
  login: MESSAGES.tooManyLogins,
  password: MESSAGES.tooManyPasswordChanges,
} as const;
