import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { healthRoutes } from './health-routes';

/** `/api/health`: whether this instance and its database answer. */
export const healthFeature: FastifyPluginAsync<{ database: Database }> = async (api, { database }) => {
  await api.register(healthRoutes, { databaseKind: database.kind });
};
