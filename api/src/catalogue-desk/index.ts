import type { FastifyPluginAsync } from 'fastify';
import type { AccountsContext } from '../accounts/accounts-context';
import { followCatalogueChanges } from './catalogue-change-feed';
import { answerDeskFailures } from './desk-errors';
import { retryLaunchAlerts } from './launch-alerts';
import { deskBrandRoutes } from './brand-routes';
import { deskDealerRoutes } from './dealer-routes';
import { deskModelRoutes } from './model-routes';
import { priceHistoryRoutes } from './price-history-routes';
import { priceImportRoutes } from './price-import-routes';
import { deskSearchRoutes } from './search-routes';

export { followCatalogueChanges } from './catalogue-change-feed';

/**
 * The catalogue desk (docs/domain.md#catalogue-desk): editors' calls under admin/catalogue, the instance's share
 * of the publish feed, and the retry of launch texts.
 */
export const catalogueDeskRoutes: FastifyPluginAsync<{
  accounts: AccountsContext;
  retryAlerts?: boolean;
}> = async (app, { accounts, retryAlerts = process.env.NODE_ENV !== 'test' }) => {
  answerDeskFailures(app);
  await followCatalogueChanges(app, accounts.db);
  retryLaunchAlerts(app, accounts.db, accounts.sms, retryAlerts);
  await app.register(deskModelRoutes, { accounts });
  await app.register(deskSearchRoutes, { accounts });
  await app.register(deskBrandRoutes, { accounts });
  await app.register(priceHistoryRoutes, { db: accounts.db });
  await app.register(priceImportRoutes, { accounts });
  await app.register(deskDealerRoutes, { accounts });
};
