import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { loadLeadsConfig, type LeadsConfig } from './leads-config';
import { OutboxWorker } from './outbox-worker';
import type { Fetch } from './outbox/send-delivery';

export interface LeadsOptions {
  /** Settings (see api/README.md, "Leads"); process.env by default. */
  env?: NodeJS.ProcessEnv;
  fetchImpl?: Fetch;
  random?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The lead outbox of this app: running unless LEAD_OUTBOX_WORKER=off; stopped when the app closes. */
    leadOutbox: OutboxWorker;
  }
}

/** Creates the outbox worker, starts it once the app is ready and stops it when the app closes. */
export function setUpLeads(app: FastifyInstance, db: Db, options: LeadsOptions = {}): LeadsConfig {
  const config = loadLeadsConfig(options.env);
  const worker = new OutboxWorker({
    db,
    config,
    log: app.log.child({ component: 'lead-outbox' }),
    fetchImpl: options.fetchImpl,
    random: options.random,
  });
  app.decorate('leadOutbox', worker);
  if (config.workerEnabled) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  return config;
}
