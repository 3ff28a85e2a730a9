import type { FastifyPluginAsync } from 'fastify';
import type { AccountsContext } from '../accounts/accounts-context';
import { alertRoutes } from './alert-routes';
import type { AlertsConfig } from './alerts-config';

/** Price alerts: a person's alerts, the bell and the stop links (the matching runs where data changes). */
export const alertsFeature: FastifyPluginAsync<{
  accounts: AccountsContext;
  alertsConfig: AlertsConfig;
}> = async (api, { accounts, alertsConfig }) => {
  await api.register(alertRoutes, { accounts, config: alertsConfig });
};
