import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { loadAccountsConfig } from './accounts-config';
import { createAccountsContext, type AccountsContext, type AccountsOverrides } from './accounts-context';
import { csrfGuard } from './csrf-guard';
import { registerSubmissionLimits } from './submission-limits';
import { seedAdminIfNone } from './seed-admin';

export interface AccountsOptions extends AccountsOverrides {
  /** Settings (see api/README.md, "Accounts"); process.env by default. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Account plumbing of the whole app: the CSRF origin check on every state-changing request, the rate
 * limits of the public forms, the rate limiter's shutdown, and the first admin of an empty database. Call after @fastify/cookie is registered.
 */
export async function setUpAccounts(
  app: FastifyInstance,
  db: Db,
  { env = process.env, ...overrides }: AccountsOptions = {},
): Promise<AccountsContext> {
  const config = loadAccountsConfig(env);
  const accounts = createAccountsContext(db, config, app.log, overrides);
  app.addHook('onRequest', csrfGuard(config.trustedOrigins));
  app.addHook('onClose', () => accounts.limiter.close());
  registerSubmissionLimits(app, {
    limiter: accounts.limiter,
    clock: accounts.clock,
    perIpPerHour: config.submissionIpLimitPerHour,
  });
  await seedAdminIfNone(db, app.log, config.adminMobile, config.seedAdminPassword);
  return accounts;
}
