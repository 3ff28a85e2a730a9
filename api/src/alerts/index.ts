export { alertRoutes } from './alert-routes';
export { setUpAlerts } from './set-up-alerts';
export { queueMandiAlerts, type StoredMandiPrice } from './queue-mandi';
export { queueFuelAlerts } from './queue-fuel';
export { queueCatalogueAlerts, type CatalogueChange } from './queue-catalogue';
export { queueUsedAdAlerts, type NewUsedAd } from './queue-used-ads';
export type { PushSender, PushTarget, PushOutcome } from './push-sender';
