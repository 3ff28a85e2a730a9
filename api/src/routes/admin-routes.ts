import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { adminLeadImportRoutes } from './admin-lead-import';
import { adminLeadRetryRoutes } from './admin-lead-retry';
import { adminLeadRoutes } from './admin-leads';
import { adminNewsRoutes } from './admin-news';
import { moderationRoutes } from '../admin/moderation/moderation-routes';

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
