import { adCatalogueOptionsSchema, adCatalogueQuerySchema, errorResponseSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { adCatalogueOptions } from './catalogue-options';

/** GET used-vehicle-ads/catalogue-options: brands, models or variants for the sell form's pickers. */
export const adCatalogueOptionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/used-vehicle-ads/catalogue-options',
    {
      schema: {
        tags: ['ads'],
        summary:
          "The sell form's pick lists: a vertical's brands, a brand's models (brandSlug) or a model's variants " +
          '(brandSlug and modelSlug)',
        querystring: adCatalogueQuerySchema,
        response: { 200: adCatalogueOptionsSchema, 400: errorResponseSchema },
      },
    },
    async (request) => adCatalogueOptions(db, request.query),
  );
};
