import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { batteryLubricantRoutes } from './battery-lubricant-routes';
import { tyreCatalogueRoutes } from './catalogue-routes';
import { tyreGuideRoutes } from './guide-routes';
import { tyreToolRoutes } from './tool-routes';

/** Everything under tyres: the catalogue, the tools, the battery and lubricant finders and the guides. */
export const tyreRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(tyreCatalogueRoutes, { db });
  await app.register(tyreToolRoutes, { db });
  await app.register(batteryLubricantRoutes, { db });
  await app.register(tyreGuideRoutes, { db });
};
