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
import { accountRoutes } from './accounts/routes/accounts';
import { adminRoutes } from './admin/admin-routes';
import { usersMeItemRoutes } from './user-items/user-item-routes';
import { setUpLeads, type LeadsOptions } from './leads/set-up-leads';
import { alertRoutes, setUpAlerts, type PushSender } from './alerts';
import { leadRoutes } from './leads/lead-routes';
import { authMeRoutes } from './accounts/routes/auth-me';
import { followReviewChangesOf } from './catalogue/cached-review-summary';
import { CATALOGUE_VERTICALS } from './catalogue/engine/vertical-config';
import { generalCatalogueRoutes } from './catalogue/routes/general-catalogue';
import { siteSearchRoutes } from './search/site-search-routes';
import { siteGeneralRoutes } from './site/site-routes';
import { reviewRoutes } from './reviews/review-routes';
import { communityRoutes } from './community/community-routes';
import { vehicleCatalogueRoutes } from './catalogue/routes/vehicle-catalogue';
import { vehicleContentRoutes } from './catalogue/routes/vehicle-content';
import { vehicleVariantDetailRoutes } from './catalogue/routes/vehicle-variant-detail';
import { fuelRoutes } from './fuel/routes';
import { mandiRoutes } from './mandi/routes';
import { healthRoutes } from './http/health-routes';
import { mediaLogoRoutes } from './vehicle-drawings/logo-routes';
import { mediaModelRoutes } from './vehicle-drawings/model-art-routes';
import { newsArticleRoutes } from './news/news-routes';
import {
  adminExpertReviewRoutes,
  adminMediaRoutes,
  mediaContentRoutes,
  mediaFeedRoutes,
  mediaImageRoutes,
  mediaImageUploadRoutes,
} from './stories-and-videos';
import { tyreBrandRoutes } from './catalogue/routes/tyre-brands';
import { tyreRoutes } from './tyres/routes';
import { vehicleBrandRoutes } from './catalogue/routes/vehicle-brands';
import { adRoutes } from './ads/ad-routes';
import { storageFromEnv, type ImageStorage } from './ads';
import { implementRoutes } from './implements/implement-routes';
import { seoRoutes } from './seo/seo-routes';
import { sitemapRoutes } from './seo/sitemap-routes';
import { runningCostRoutes } from './cost-of-ownership/routes';
import { catalogueDeskRoutes, type CatalogueFeedOptions } from './catalogue-desk';
import { setUpUsedMarketJob, usedMarketRoutes } from './used-market';

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
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { databaseKind: database.kind });
      await api.register(vehicleBrandRoutes, { db });
      await api.register(tyreBrandRoutes, { db });
      await api.register(tyreRoutes, { db });
      await api.register(newsArticleRoutes, { db });
      for (const routes of [mediaContentRoutes, mediaFeedRoutes, mediaImageRoutes])
        await api.register(routes, { db });
      const storage = adImageStorage ?? storageFromEnv();
      await api.register(adminMediaRoutes, { accounts });
      await api.register(adminExpertReviewRoutes, { accounts });
      await api.register(mediaImageUploadRoutes, { accounts, storage });
      await api.register(fuelRoutes, { db, accounts });
      await api.register(mandiRoutes, { db, accounts });
      await api.register(authMeRoutes, { db, clock: accounts.clock });
      await api.register(accountRoutes, { accounts });
      await api.register(usersMeItemRoutes, { accounts });
      await api.register(adminRoutes, { accounts });
      await api.register(catalogueDeskRoutes, { accounts, storage, feed: catalogueFeed });
      await api.register(alertRoutes, { accounts, config: alertsConfig });
      await api.register(leadRoutes, {
        db,
        clock: accounts.clock,
        verifiedMobileSeal: accounts.verifiedMobileSeal,
      });
      await api.register(mediaLogoRoutes, { db });
      await api.register(mediaModelRoutes, { db });
      for (const config of CATALOGUE_VERTICALS) {
        await api.register(vehicleCatalogueRoutes, { db, config });
        await api.register(vehicleContentRoutes, { db, config });
        await api.register(vehicleVariantDetailRoutes, { db, config });
      }
      await api.register(generalCatalogueRoutes, { db });
      await api.register(implementRoutes, { db });
      await api.register(runningCostRoutes, { db });
      await api.register(siteSearchRoutes, { db });
      await api.register(siteGeneralRoutes, { db });
      await api.register(seoRoutes, { db });
      await api.register(sitemapRoutes, { db });
      await api.register(reviewRoutes, { accounts });
      await api.register(communityRoutes, { accounts });
      await api.register(adRoutes, { db, clock: accounts.clock, storage });
      await api.register(usedMarketRoutes, { accounts });
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}
