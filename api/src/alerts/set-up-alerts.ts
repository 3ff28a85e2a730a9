import type { FastifyInstance } from 'fastify';
import type { AccountsContext } from '../accounts/accounts-context';
import { loadAlertsConfig, type AlertsConfig } from './alerts-config';
import { AlertDeliveryWorker } from './delivery-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS sender of fired alerts: running unless ALERT_WORKER=off; stopped when the app closes. */
    alertDelivery: AlertDeliveryWorker;
  }
}

/** Creates the alerts' delivery worker, starts it once the app is ready and stops it when the app closes. */
export function setUpAlerts(
  app: FastifyInstance,
  accounts: AccountsContext,
  env: NodeJS.ProcessEnv = process.env,
): AlertsConfig {
  const config = loadAlertsConfig(env);
  const worker = new AlertDeliveryWorker({
    db: accounts.db,
    config,
    sms: accounts.sms,
    clock: accounts.clock,
    log: app.log.child({ component: 'alert-delivery' }),
  });
  app.decorate('alertDelivery', worker);
  if (config.workerEnabled) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  return config;
}
