import type { FastifyPluginAsync } from 'fastify';
import type { AccountsContext } from './accounts/accounts-context';
import { accountsFeature } from './accounts/accounts-feature';
import { adminRoutes } from './admin/admin-routes';
import { adsFeature } from './ads/ads-feature';
import type { ImageStorage } from './ads/image-storage';
import { alertsFeature } from './alerts/alerts-feature';
import type { AlertsConfig } from './alerts/alerts-config';
import { catalogueFeature } from './catalogue/catalogue-feature';
import { catalogueDeskFeature } from './catalogue-desk/catalogue-desk-feature';
import type { CatalogueFeedOptions } from './catalogue-desk';
import { communityRoutes } from './community/community-routes';
import { runningCostRoutes } from './cost-of-ownership/routes';
import type { Database, Db } from './db/database';
import { fuelRoutes } from './fuel/routes';
import { healthFeature } from './http/health-feature';
import { implementRoutes } from './implements/implement-routes';
import { leadsFeature } from './leads/leads-feature';
import { mandiRoutes } from './mandi/routes';
import { newsArticleRoutes } from './news/news-routes';
import { reviewRoutes } from './reviews/review-routes';
import { siteSearchRoutes } from './search/site-search-routes';
import { seoFeature } from './seo/seo-feature';
import { siteGeneralRoutes } from './site/site-routes';
import { storiesAndVideosFeature } from './stories-and-videos/stories-and-videos-feature';
import { tyreRoutes } from './tyres/routes';
import { usedMarketRoutes } from './used-market';
import { usersMeItemRoutes } from './user-items/user-item-routes';
import { vehicleDrawingsFeature } from './vehicle-drawings/vehicle-drawings-feature';

/** What the app hands every feature; each takes the parts it declares. */
export interface FeatureContext {
  database: Database;
  db: Db;
  accounts: AccountsContext;
  /** Where uploaded pictures go (ads, media, the catalogue desk). */
  storage: ImageStorage;
  alertsConfig: AlertsConfig;
  /** How catalogue publishes reach the other instances; from the environment when absent. */
  catalogueFeed?: CatalogueFeedOptions;
}

/** One feature of the API: its folder's routes, registered under /api as one plugin. */
export type ApiFeature = FastifyPluginAsync<FeatureContext>;

/**
 * The API's features, one folder each (docs/architecture.md, "The API"). A new feature is a folder with one plugin
 * and one line here.
 */
export const API_FEATURES: readonly ApiFeature[] = [
  healthFeature,
  catalogueFeature,
  tyreRoutes,
  newsArticleRoutes,
  storiesAndVideosFeature,
  fuelRoutes,
  mandiRoutes,
  accountsFeature,
  usersMeItemRoutes,
  adminRoutes,
  catalogueDeskFeature,
  alertsFeature,
  leadsFeature,
  vehicleDrawingsFeature,
  implementRoutes,
  runningCostRoutes,
  siteSearchRoutes,
  siteGeneralRoutes,
  seoFeature,
  reviewRoutes,
  communityRoutes,
  adsFeature,
  usedMarketRoutes,
];
