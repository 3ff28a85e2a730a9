import type { VerticalDefinition } from '@cvb/contracts';
import { errorResponseSchema, variantDetailQuerySchema, variantDetailSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { answerCache } from '../answer-cache';
import { variantDetail } from '../engine/variant-detail';

/** `trucks/variant-detail` (and the same for every vertical of the engine). */
export const vehicleVariantDetailRoutes: FastifyPluginAsyncZod<{
  db: Db;
  definition: VerticalDefinition;
}> = async (app, { db, definition }) => {
  // The same for every visitor: public caching with an ETag, and the serialized answer kept per normalised URL.
  const answers = answerCache(db);
  app.addHook('onRequest', answers.onRequest);
  app.addHook('onSend', answers.onSend);
  app.get(
    `/${definition.api.prefix}/variant-detail`,
    {
      schema: {
        tags: [definition.api.prefix],
        summary:
          'A variant with full specs and on-road breakup for the city (default new-delhi), and its siblings',
        querystring: variantDetailQuerySchema,
        response: { 200: variantDetailSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => variantDetail(db, definition, request.query),
  );
};
