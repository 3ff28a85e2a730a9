import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { hmacHex } from './secrets';
import type { VerifiedMobileSeal } from './otp/verified-mobile-cookie';
import type { Db } from '../db/database';
import type { AccountsConfig } from './accounts-config';
import { systemClock, type Clock } from './clock';
import { OtpService } from './otp/otp-service';
import { createRateLimiter } from './rate-limit/create-rate-limiter';
import type { RateLimiter } from './rate-limit/rate-limiter';
import { DevOutbox } from './sms/dev-outbox';
import { DevSmsSender, UnconfiguredSmsSender } from './sms/dev-sms-sender';
import { HttpSmsSender } from './sms/http-sms-sender';
import type { SmsSender } from './sms/sms-sender';

/** What the account routes share. */
export interface AccountsContext {
  db: Db;
  clock: Clock;
  otp: OtpService;
  limiter: RateLimiter;
  sms: SmsSender;
  /** Null when the development outbox is off (always in production). */
  outbox: DevOutbox | null;
  secureCookies: boolean;
  /** Sign-in and password-change tries per client IP per hour. */
  loginIpLimitPerHour: number;
  /** Seals the cookie of a browser that confirmed a 'verify' code (leads from it need no new code). */
  verifiedMobileSeal: VerifiedMobileSeal;
}

/** Parts a caller (a test) may supply instead of the ones the config describes. */
export interface AccountsOverrides {
  clock?: Clock;
  limiter?: RateLimiter;
  sms?: SmsSender;
}

function createSmsSender(
  config: AccountsConfig,
  log: FastifyBaseLogger,
  outbox: DevOutbox | null,
  clock: Clock,
) {
  if (config.sms) return new HttpSmsSender(config.sms);
  if (config.production) return new UnconfiguredSmsSender();
  return new DevSmsSender(log, outbox, clock);
}

export function createAccountsContext(
  db: Db,
  config: AccountsConfig,
  log: FastifyBaseLogger,
  overrides: AccountsOverrides = {},
): AccountsContext {
  const clock = overrides.clock ?? systemClock;
  const outbox = config.devOutbox ? new DevOutbox() : null;
  const limiter = overrides.limiter ?? createRateLimiter(config.redisUrl);
  const sms = overrides.sms ?? createSmsSender(config, log, outbox, clock);
  if (!config.otpPepper && config.production) {
    log.warn(
      'OTP_PEPPER is not set: codes sent by one API instance cannot be confirmed by another or after a restart',
    );
  }
  if (sms.kind === 'unconfigured') log.warn('SMS_PROVIDER_URL is not set: no OTP can be sent');
  const pepper = config.otpPepper ?? randomBytes(32).toString('hex');
  const otp = new OtpService({ db, clock, limiter, sms, pepper, ipLimitPerHour: config.otpIpLimitPerHour });
  return {
    db,
    clock,
    otp,
    limiter,
    sms,
    outbox,
    secureCookies: config.production,
    loginIpLimitPerHour: config.loginIpLimitPerHour,
    verifiedMobileSeal: { key: hmacHex(pepper, 'verified-mobile-cookie'), secure: config.production },
  };
}
