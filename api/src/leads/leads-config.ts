import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const milliseconds = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(fallback));

const envSchema = z.object({
  CRM_WEBHOOK_URL: optionalUrl,
  CRM_WEBHOOK_TOKEN: optionalText,
  MONTRA_API_URL: optionalUrl,
  MONTRA_API_TOKEN: optionalText,
  LEAD_OUTBOX_INTERVAL_MS: milliseconds(5_000),
  LEAD_OUTBOX_BATCH: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(500).default(20)),
  LEAD_DELIVERY_MAX_ATTEMPTS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(8)),
  LEAD_DELIVERY_BACKOFF_MS: milliseconds(30_000),
  LEAD_DELIVERY_MAX_BACKOFF_MS: milliseconds(6 * 60 * 60_000),
  LEAD_DELIVERY_TIMEOUT_MS: milliseconds(10_000),
  LEAD_DELIVERY_LEASE_MS: milliseconds(60_000),
  LEAD_OUTBOX_WORKER: optionalText,
});

export interface HttpEndpoint {
  url: string;
  /** Sent as `Authorization: Bearer <token>`; only ever read on the server. */
  token?: string;
}

export interface LeadsConfig {
  crm?: HttpEndpoint;
  montra?: HttpEndpoint;
  /** Pause between outbox polls when nothing was due. */
  intervalMs: number;
  batchSize: number;
  maxAttempts: number;
  /** First retry delay; doubled per attempt up to maxBackoffMs, with jitter. */
  backoffMs: number;
  maxBackoffMs: number;
  timeoutMs: number;
  /** How long a claimed delivery stays invisible to other workers; after a crash it becomes due again. */
  leaseMs: number;
  /** False with LEAD_OUTBOX_WORKER=off (e.g. a second API process that should only take leads). */
  workerEnabled: boolean;
}

/** The lead delivery settings of the environment (see api/README.md, "Leads"). */
export function loadLeadsConfig(env: NodeJS.ProcessEnv = process.env): LeadsConfig {
  const parsed = envSchema.parse(env);
  const timeoutMs = parsed.LEAD_DELIVERY_TIMEOUT_MS;
  return {
    crm: parsed.CRM_WEBHOOK_URL
      ? { url: parsed.CRM_WEBHOOK_URL, token: parsed.CRM_WEBHOOK_TOKEN }
      : undefined,
    montra: parsed.MONTRA_API_URL
      ? { url: parsed.MONTRA_API_URL, token: parsed.MONTRA_API_TOKEN }
      : undefined,
    intervalMs: parsed.LEAD_OUTBOX_INTERVAL_MS,
    batchSize: parsed.LEAD_OUTBOX_BATCH,
    maxAttempts: parsed.LEAD_DELIVERY_MAX_ATTEMPTS,
    backoffMs: parsed.LEAD_DELIVERY_BACKOFF_MS,
    maxBackoffMs: parsed.LEAD_DELIVERY_MAX_BACKOFF_MS,
    timeoutMs,
    // A lease shorter than a request would let a second worker post the same delivery while the first waits.
    leaseMs: Math.max(parsed.LEAD_DELIVERY_LEASE_MS, timeoutMs + 1_000),
    workerEnabled: parsed.LEAD_OUTBOX_WORKER !== 'off',
  };
}
