import { ALL_VERTICAL_DEFINITIONS } from '@cvb/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { generalCatalogueRoutes } from './routes/general-catalogue';
import { tyreBrandRoutes } from './routes/tyre-brands';
import { vehicleBrandRoutes } from './routes/vehicle-brands';
import { vehicleCatalogueRoutes } from './routes/vehicle-catalogue';
import { vehicleContentRoutes } from './routes/vehicle-content';
import { vehicleVariantDetailRoutes } from './routes/vehicle-variant-detail';

/** The catalogue: brands, and for every vertical of the registry its lists, models, variants, compare and dealers. */
export const catalogueFeature: FastifyPluginAsync<{ db: Db }> = async (api, { db }) => {
  await api.register(vehicleBrandRoutes, { db });
  await api.register(tyreBrandRoutes, { db });
  for (const definition of ALL_VERTICAL_DEFINITIONS) {
    await api.register(vehicleCatalogueRoutes, { db, definition });
    await api.register(vehicleContentRoutes, { db, definition });
    await api.register(vehicleVariantDetailRoutes, { db, definition });
  }
  await api.register(generalCatalogueRoutes, { db });
};
