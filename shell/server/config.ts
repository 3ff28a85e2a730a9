import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  API_URL: z.string().url().default('http://127.0.0.1:4000'),
  /** A JSON file (container name → manifest URL) read on every request, so a remote can be re-pointed live. */
  REMOTES_FILE: z.string().optional(),
  REMOTE_PORT_BASE: z.coerce.number().int().default(3101),
  REMOTE_HOST: z.string().default('localhost'),
  PUBLIC_DIR: z.string().default(path.join(__dirname, '..', 'public')),
  /**
   * Load balancers allowed to set X-Forwarded-For/-Proto (comma-separated addresses, CIDRs or `loopback`); unset:
   * this server is the edge and the connecting peer is the visitor.
   */
  TRUST_PROXY: z.string().optional(),
  /** The API's PROXY_SECRET: sent with every call so the API believes the visitor's IP and host this server forwards. */
  PROXY_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** `off` or `report-only` for the pages' Content-Security-Policy; enforced by default. */
  CSP: z.enum(['on', 'off', 'report-only']).default('on'),
  /** `off` sends pages without the first view's API answers inlined (to compare, or if the API is slow). */
  FIRST_DATA: z.enum(['on', 'off']).default('on'),
  /** `off` sends pages without the first view rendered on the server (to compare, or if a renderer misbehaves). */
  SERVER_VIEW: z.enum(['on', 'off']).default('on'),
  /** `off` builds every page anew (to compare); on: pages are kept per data version (docs/architecture.md#caching-and-invalidation). */
  VIEW_CACHE: z.enum(['on', 'off']).default('on'),
  NODE_ENV: z.string().optional(),
});

export type ServerConfig = z.infer<typeof envSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return envSchema.parse(env);
}
