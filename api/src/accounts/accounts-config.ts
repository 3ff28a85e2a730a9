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
  sms?: { url: string; token?: string; sender: string };
  devOutbox: boolean;
  trustedOrigins: string[];
  adminMobile?: string;
  /** Password of the first admin instead of a random one; outside production only (browser tests). */
  seedAdminPassword?: string;
}

/** The account settings of the environment (see api/README.md, "Accounts"). */
export function loadAccountsConfig(env: NodeJS.ProcessEnv = process.env): AccountsConfig {
  const parsed = envSchema.parse(env);
  const production = parsed.NODE_ENV === 'production';
  return {
    production,
    redisUrl: parsed.REDIS_URL,
    otpPepper: parsed.OTP_PEPPER,
    otpIpLimitPerHour: parsed.OTP_IP_LIMIT_PER_HOUR,
    sms: parsed.SMS_PROVIDER_URL
      ? {
          url: parsed.SMS_PROVIDER_URL,
          token: parsed.SMS_PROVIDER_TOKEN,
          sender: parsed.SMS_SENDER ?? 'CVBZR',
        }
      : undefined,
    devOutbox: !production && parsed.CVB_DEV_OUTBOX !== 'off',
    trustedOrigins: (parsed.CVB_TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    adminMobile: parsed.ADMIN_MOBILE,
    seedAdminPassword: production ? undefined : parsed.CVB_SEED_ADMIN_PASSWORD,
  };
}
