import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { mediaLogoRoutes } from './logo-routes';
import { mediaModelRoutes } from './model-art-routes';

/** The drawn brand logos and model pictures the catalogue shows. */
export const vehicleDrawingsFeature: FastifyPluginAsync<{ db: Db }> = async (api, { db }) => {
  await api.register(mediaLogoRoutes, { db });
  await api.register(mediaModelRoutes, { db });
};
