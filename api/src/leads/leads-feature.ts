import type { FastifyPluginAsync } from 'fastify';
import type { AccountsContext } from '../accounts/accounts-context';
import type { Db } from '../db/database';
import { leadRoutes } from './lead-routes';

/** Leads: a buyer's request for a price or a call, stored first and passed on through the outbox. */
export const leadsFeature: FastifyPluginAsync<{ db: Db; accounts: AccountsContext }> = async (
  api,
  { db, accounts },
) => {
  await api.register(leadRoutes, {
    db,
    clock: accounts.clock,
    verifiedMobileSeal: accounts.verifiedMobileSeal,
  });
};
