import { z } from 'zod';

const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const envSchema = z.object({
  NODE_ENV: optional,
  REDIS_URL: optional,
  OTP_PEPPER: optional,
  OTP_IP_LIMIT_PER_HOUR: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).default(20),
  ),
  LOGIN_IP_LIMIT_PER_HOUR: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).default(100),
  ),
  SUBMISSION_IP_LIMIT_PER_HOUR: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).default(30),
  ),
  SMS_PROVIDER_URL: optional,
  SMS_PROVIDER_TOKEN: optional,
  SMS_SENDER: optional,
  CVB_DEV_OUTBOX: optional,
  CVB_TRUSTED_ORIGINS: optional,
  ADMIN_MOBILE: optional,
  CVB_SEED_ADMIN_PASSWORD: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(6, 'CVB_SEED_ADMIN_PASSWORD must be at least 6 characters').optional(),
  ),
});

export interface AccountsConfig {
  production: boolean;
  redisUrl?: string;
  /** HMAC key of the stored OTP hashes; random per process when unset (then codes do not survive a restart). */
  otpPepper?: string;
  otpIpLimitPerHour: number;
  /** Sign-in and password tries one client IP may make per hour (each account has its own, smaller limit). */
  loginIpLimitPerHour: number;
  /** Leads, contact messages, subscriptions, ads, reviews, questions: each kind, per client IP per hour. */
  submissionIpLimitPerHour: number;
  sms?: { url: string; token?: string; sender: string };
  /** GET /api/dev/outbox: opt-in with CVB_DEV_OUTBOX=on (npm start and the tests set it); never in production. */
  devOutbox: boolean;
  trustedOrigins: string[];
  adminMobile?: string;
  /** Password of the first admin instead of a random one; outside production only (browser tests). */
  seedAdminPassword?: string;
}

/** The account settings of the environment (see api/README.md, "Accounts"). */
export function loadAccountsConfig(env: NodeJS.ProcessEnv = process.env): AccountsConfig {
  const parsed = envSchema.parse(env);
  // Unset, development and test are the only non-production values: "Production" or "production " is production.
  const production = parsed.NODE_ENV !== undefined && !['development', 'test'].includes(parsed.NODE_ENV);
  const devOutbox = parsed.CVB_DEV_OUTBOX === 'on';
  if (production && devOutbox) {
    throw new Error(
      `CVB_DEV_OUTBOX=on is refused with NODE_ENV=production (here "${parsed.NODE_ENV}"; only development or test allow it): it would show every OTP to anyone`,
    );
  }
  return {
    production,
    redisUrl: parsed.REDIS_URL,
    otpPepper: parsed.OTP_PEPPER,
    otpIpLimitPerHour: parsed.OTP_IP_LIMIT_PER_HOUR,
    loginIpLimitPerHour: parsed.LOGIN_IP_LIMIT_PER_HOUR,
    submissionIpLimitPerHour: parsed.SUBMISSION_IP_LIMIT_PER_HOUR,
    sms: parsed.SMS_PROVIDER_URL
      ? {
          url: parsed.SMS_PROVIDER_URL,
          token: parsed.SMS_PROVIDER_TOKEN,
          sender: parsed.SMS_SENDER ?? 'CVBZR',
        }
      : undefined,
    devOutbox,
    trustedOrigins: (parsed.CVB_TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    adminMobile: parsed.ADMIN_MOBILE,
    seedAdminPassword: production ? undefined : parsed.CVB_SEED_ADMIN_PASSWORD,
  };
}
