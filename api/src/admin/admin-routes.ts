import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { adminLeadImportRoutes } from './lead-import-routes';
import { adminLeadRetryRoutes } from './lead-retry-routes';
import { adminLeadRoutes } from './lead-routes';
import { adminNewsRoutes } from './news-routes';
import { moderationRoutes } from './moderation/moderation-routes';

/** The editors' calls: news desk, leads, lead-sheet import and moderation; each route requires an editor or admin. */
export const adminRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  await app.register(adminNewsRoutes, { accounts });
  await app.register(adminLeadRoutes, { accounts });
  await app.register(adminLeadRetryRoutes, { accounts });
  await app.register(adminLeadImportRoutes, { accounts });
  await app.register(moderationRoutes, { accounts });
};
