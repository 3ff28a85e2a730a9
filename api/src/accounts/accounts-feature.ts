import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import type { AccountsContext } from './accounts-context';
import { accountRoutes } from './routes/accounts';
import { authMeRoutes } from './routes/auth-me';

/** Sign-up, sign-in, sessions, profile and password: who a visitor is. */
export const accountsFeature: FastifyPluginAsync<{ db: Db; accounts: AccountsContext }> = async (
  api,
  { db, accounts },
) => {
  await api.register(authMeRoutes, { db, clock: accounts.clock });
  await api.register(accountRoutes, { accounts });
};
