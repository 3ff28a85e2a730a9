import { brandListQuerySchema, countSchema, errorResponseSchema, tyreBrandSchema } from '@cvb/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { withSortFields } from '../../http/content-query';
import { countTyreBrands, listTyreBrands, TYRE_BRAND_SORT_FIELDS } from '../tyre-brand-queries';

const querystring = withSortFields(brandListQuerySchema, TYRE_BRAND_SORT_FIELDS);

export const tyreBrandRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/tyre-brands',
    {
      schema: {
        tags: ['content'],
        summary: 'Tyre brands with segments and model count; default sort popularity:DESC',
        querystring,
        response: { 200: z.array(tyreBrandSchema), 400: errorResponseSchema },
      },
    },
    async (request) => listTyreBrands(db, request.query),
  );
  app.get(
    '/tyre-brands/count',
    {
      schema: {
        tags: ['content'],
        summary: 'Number of tyre brands matching the filters',
        querystring,
        response: { 200: countSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ count: await countTyreBrands(db, request.query) }),
  );
};
