import { randomBytes } from 'node:crypto';
import type { AlertKind } from '@cvb/contracts';

/** Settings of the alerts (docs/domain.md#price-alerts, "Settings"; docs/architecture.md#alert-queue). */
export interface AlertsConfig {
  workerEnabled: boolean;
  /** Holds alert SMS from 21:00 to 08:00 India time; ALERT_QUIET_HOURS=off sends at any hour (test stacks only). */
  quietHours: boolean;
  intervalMs: number;
  leaseMs: number;
  batchSize: number;
  maxAttempts: number;
  backoffMs: number;
  /** Signs the SMS's open and stop links; every instance must share it (ALERT_LINK_SECRET). */
  linkSecret: string;
  /** The site's address the links start with (SITE_URL), no trailing slash. */
  siteUrl: string;
  /** The DLT template id registered for each kind's SMS (ALERT_SMS_TEMPLATE_<KIND>). */
  templateIds: Partial<Record<AlertKind, string>>;
  /** Web Push (docs/domain.md#web-push). */
  push: PushConfig;
}

export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither; unset: a pair generated once and kept in the database. */
  keys?: { publicKey: string; privateKey: string };
  /** VAPID_SUBJECT: a mailto: or https: address the push services can reach the site's operator at. */
  subject: string;
  /** How long one push may wait on the push service's socket (ALERT_PUSH_TIMEOUT_MS). */
  timeoutMs: number;
}

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

function pushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (Boolean(publicKey) !== Boolean(privateKey))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const site = env.SITE_URL ?? '';
  return {
    keys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject: env.VAPID_SUBJECT || (site.startsWith('https://') ? site : 'mailto:alerts@cvbazaar.in'),
    timeoutMs: number(env.ALERT_PUSH_TIMEOUT_MS, 10_000),
  };
}

export function loadAlertsConfig(env: NodeJS.ProcessEnv = process.env): AlertsConfig {
  const production = env.NODE_ENV !== undefined && !['development', 'test'].includes(env.NODE_ENV);
  const quietHours = env.ALERT_QUIET_HOURS !== 'off';
  if (production && !quietHours) {
    throw new Error(
      `ALERT_QUIET_HOURS=off is refused with NODE_ENV=production (here "${env.NODE_ENV}"): alert SMS must not go out between 21:00 and 08:00 India time`,
    );
  }
  const template = (name: string) => env[`ALERT_SMS_TEMPLATE_${name}`] || undefined;
  return {
    workerEnabled: env.ALERT_WORKER !== 'off',
    quietHours,
    intervalMs: number(env.ALERT_WORKER_INTERVAL_MS, 5_000),
    leaseMs: number(env.ALERT_WORKER_LEASE_MS, 60_000),
    batchSize: number(env.ALERT_WORKER_BATCH, 50),
    maxAttempts: number(env.ALERT_SMS_MAX_ATTEMPTS, 5),
    backoffMs: number(env.ALERT_SMS_BACKOFF_MS, 60_000),
    linkSecret: env.ALERT_LINK_SECRET || env.OTP_PEPPER || randomBytes(32).toString('hex'),
    siteUrl: (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    templateIds: {
      mandi: template('MANDI'),
      fuel: template('FUEL'),
      catalogue: template('CATALOGUE'),
      'used-ad': template('USED_AD'),
    },
    push: pushConfig(env),
  };
}
