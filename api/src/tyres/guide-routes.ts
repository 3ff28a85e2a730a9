import {
  errorResponseSchema,
  localeQuerySchema,
  tyreGuideListQuerySchema,
  tyreGuideParamsSchema,
  tyreGuideSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { getTyreGuide, listTyreGuides } from './tyre-guides';

/** The tyre guides, per language. */
export const tyreGuideRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/tyre-guides',
    {
      schema: {
        tags: ['content'],
        summary: 'Tyre guides in a language (_locale, default en); newest first',
        querystring: tyreGuideListQuerySchema,
        response: { 200: z.array(tyreGuideSchema), 400: errorResponseSchema },
      },
    },
    async (request) => listTyreGuides(db, request.query),
  );

  app.get(
    '/tyre-guides/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One tyre guide in a language, English when it has no translation',
        params: tyreGuideParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: tyreGuideSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getTyreGuide(db, request.params.slug, request.query._locale ?? 'en'),
  );
};
