import {
  errorResponseSchema,
  farmImplementSchema,
  implementListQuerySchema,
  implementListSchema,
  localeCodeSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { NotFoundError } from '../http/not-found';
import { publicCatalogueCache } from '../catalogue/public-cache';
import { findImplement, listImplements } from './implement-queries';

/** Farm implements a tractor buyer looks for next: rotavators, cultivators, ploughs, seed drills, threshers… */
export const implementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onSend', publicCatalogueCache);
  app.get(
    '/tractors/implements',
    {
      schema: {
        tags: ['tractors'],
        summary: 'Implements by type, brand and the tractor HP that pulls them, with counts per type',
        querystring: implementListQuerySchema,
        response: { 200: implementListSchema, 400: errorResponseSchema },
      },
    },
    async (request) => listImplements(db, request.query),
  );
  app.get(
    '/tractors/implements/:slug',
    {
      schema: {
        tags: ['tractors'],
        summary: 'One implement',
        params: z.object({
          slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'slug must be lower-case letters, digits and hyphens'),
        }),
        querystring: z.object({ locale: localeCodeSchema.default('en') }),
        response: { 200: farmImplementSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const found = await findImplement(db, request.params.slug, request.query.locale);
      if (!found) throw new NotFoundError(`No implement ${request.params.slug}`);
      return found;
    },
  );
};
