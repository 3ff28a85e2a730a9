import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import { registerApiDocs } from './http/api-docs';
import { registerErrorHandling } from './http/error-handler';
import { registerStrictUtf8Json } from './http/strict-utf8-json';
import {
  proxySettingsFromEnv,
  registerProxyTrust,
  trustProxyOf,
  type ProxySettings,
} from './http/trusted-proxies';
import { registerUnsafeTextGuard } from './http/unsafe-text-guard';
import { registerApiSecurityHeaders } from './http/security-headers';
import { setUpAccounts, type AccountsOptions } from './accounts/set-up-accounts';
import { setUpLeads, type LeadsOptions } from './leads/set-up-leads';
import { setUpAlerts, type PushSender } from './alerts';
import { followReviewChangesOf } from './catalogue/cached-review-summary';
import { storageFromEnv, type ImageStorage } from './ads';
import type { CatalogueFeedOptions } from './catalogue-desk';
import { setUpUsedMarketJob } from './used-market';
import { API_FEATURES, type FeatureContext } from './features';

export interface BuildAppOptions {
  database: Database;
  /** Fastify's pino logger options; false (the default) for silence in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Account settings and test doubles (clock, rate limiter, SMS sender); process.env by default. */
  accounts?: AccountsOptions;
  /** Where ad photos are stored; from the environment (UPLOADS_DIR or S3_*) by default. */
  adImageStorage?: ImageStorage;
  /** Lead outbox settings and test doubles (fetch, jitter); process.env by default. */
  leads?: LeadsOptions;
  /** Alert settings (ALERT_*, SITE_URL); process.env by default. */
  alerts?: { env?: NodeJS.ProcessEnv; push?: PushSender };
  /** Who may set X-Forwarded-* (TRUST_PROXY, PROXY_SECRET); process.env by default. */
  proxy?: ProxySettings;
  /** How catalogue publishes reach the other instances; from the environment (REDIS_URL) by default. */
  catalogueFeed?: CatalogueFeedOptions;
}

/** The API: every route under /api, validated and serialized through the zod schemas of @cvb/contracts. */
export async function buildApp({
  database,
  logger = false,
  accounts: accountOptions,
  adImageStorage,
  leads: leadOptions,
  alerts: alertOptions,
  proxy = proxySettingsFromEnv(),
  catalogueFeed,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: trustProxyOf(proxy),
  }).withTypeProvider<ZodTypeProvider>();
  registerProxyTrust(app, proxy);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerStrictUtf8Json(app);
  registerUnsafeTextGuard(app);
  registerApiSecurityHeaders(app);

  await app.register(fastifyCookie);
  const accounts = await setUpAccounts(app, database.db, accountOptions);
  setUpLeads(app, database.db, leadOptions);
  const alertsConfig = setUpAlerts(app, accounts, alertOptions?.env, alertOptions?.push);
  setUpUsedMarketJob(app, accounts);
  await registerApiDocs(app);

  const { db } = database;
  await followReviewChangesOf(app, db);
  const context: FeatureContext = {
    database,
    db,
    accounts,
    storage: adImageStorage ?? storageFromEnv(),
    alertsConfig,
    catalogueFeed,
  };
  await app.register(
    async (api) => {
      for (const feature of API_FEATURES) await api.register(feature, context);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}
