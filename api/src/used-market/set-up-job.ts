import type { FastifyInstance } from 'fastify';
import type { AccountsContext } from '../accounts/accounts-context';
import { MarketJob } from './expiry-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** Expiry reminders and seller texts to retry (docs/domain.md#used-marketplace). */
    usedMarketJob: MarketJob;
  }
}

/**
 * Creates the marketplace job and runs it while the app is up, unless USED_MARKET_JOB=off or under Jest (tests call
 * runOnce themselves). Safe with several API processes: each pass claims its rows (see expiry-job.ts).
 */
export function setUpUsedMarketJob(app: FastifyInstance, accounts: AccountsContext, env = process.env): void {
  const job = new MarketJob({
    db: accounts.db,
    sms: accounts.sms,
    log: app.log.child({ component: 'used-market-job' }),
    now: accounts.clock,
  });
  app.decorate('usedMarketJob', job);
  const enabled = env.USED_MARKET_JOB !== 'off' && env.JEST_WORKER_ID === undefined;
  if (enabled) app.addHook('onReady', async () => job.start());
  app.addHook('onClose', () => job.stop());
}
