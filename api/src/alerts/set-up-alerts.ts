import type { FastifyInstance } from 'fastify';
import type { AccountsContext } from '../accounts/accounts-context';
import { loadAlertsConfig, type AlertsConfig } from './alerts-config';
import { AlertDeliveryWorker } from './delivery-worker';
import { AlertPusher } from './push-delivery';
import { vapidKeySource } from './push-keys';
import { webPushSender, type PushSender } from './push-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS sender of fired alerts: running unless ALERT_WORKER=off; stopped when the app closes. */
    alertDelivery: AlertDeliveryWorker;
  }
}

/**
 * Creates the alerts' delivery worker (SMS, and Web Push through `pushSender`: the `web-push` library unless a test
 * gives its own), starts it once the app is ready and stops it when the app closes.
 */
export function setUpAlerts(
  app: FastifyInstance,
  accounts: AccountsContext,
  env: NodeJS.ProcessEnv = process.env,
  pushSender?: PushSender,
): AlertsConfig {
  const config = loadAlertsConfig(env);
  const log = app.log.child({ component: 'alert-delivery' });
  const push = new AlertPusher({
    db: accounts.db,
    sender: pushSender ?? webPushSender(config.push.timeoutMs),
    keys: vapidKeySource(accounts.db, config.push),
    subject: config.push.subject,
    clock: accounts.clock,
    log,
  });
  const worker = new AlertDeliveryWorker({
    db: accounts.db,
    config,
    sms: accounts.sms,
    clock: accounts.clock,
    log,
    push,
  });
  app.decorate('alertDelivery', worker);
  if (config.workerEnabled) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  return config;
}
