import type { FastifyPluginAsync } from 'fastify';
import type { AccountsContext } from '../accounts/accounts-context';
import { storageFromEnv, type ImageStorage } from '../ads';
import {
  catalogueFeedFromEnv,
  followCatalogueChanges,
  type CatalogueFeedOptions,
} from './catalogue-change-feed';
import { answerDeskFailures } from './desk-errors';
import { retryLaunchAlerts } from './launch-alerts';
import { deskBrandRoutes } from './brand-routes';
import { deskDealerRoutes } from './dealer-routes';
import { deskModelRoutes } from './model-routes';
import { deskPictureRoutes } from './picture-routes';
import { deskPreviewRoutes } from './preview-routes';
import { priceHistoryRoutes } from './price-history-routes';
import { priceImportRoutes } from './price-import-routes';
import { deskSearchRoutes } from './search-routes';

export { followCatalogueChanges, type CatalogueFeedOptions } from './catalogue-change-feed';

/**
 * The catalogue desk (docs/domain.md#catalogue-desk): editors' calls under admin/catalogue, the instance's share
 * of the publish feed, the retry of launch texts and model pictures.
 */
export const catalogueDeskRoutes: FastifyPluginAsync<{
  accounts: AccountsContext;
  /** Where model pictures go: the app's image storage (from the environment by default). */
  storage?: ImageStorage;
  retryAlerts?: boolean;
  /** How publishes reach the other instances (PostgreSQL, and Redis when REDIS_URL is set, by default). */
  feed?: CatalogueFeedOptions;
}> = async (
  app,
  {
    accounts,
    storage = storageFromEnv(),
    retryAlerts = process.env.NODE_ENV !== 'test',
    feed = catalogueFeedFromEnv(),
  },
) => {
  answerDeskFailures(app);
  await followCatalogueChanges(app, accounts.db, feed);
  retryLaunchAlerts(app, accounts.db, accounts.sms, retryAlerts);
  await app.register(deskModelRoutes, { accounts });
  await app.register(deskPreviewRoutes, { accounts });
  await app.register(deskSearchRoutes, { accounts });
  await app.register(deskBrandRoutes, { accounts });
  await app.register(priceHistoryRoutes, { db: accounts.db });
  await app.register(priceImportRoutes, { accounts });
  await app.register(deskDealerRoutes, { accounts });
  await app.register(deskPictureRoutes, { accounts, storage });
};
