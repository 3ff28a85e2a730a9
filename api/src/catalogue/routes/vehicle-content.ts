import {
  countSchema,
  errorResponseSchema,
  modelListQuerySchema,
  modelSummarySchema,
  variantListQuerySchema,
  variantSummarySchema,
} from '@cvb/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import {
  countModels,
  countVariants,
  listModels,
  listVariants,
  MODEL_SORT_FIELDS,
  VARIANT_SORT_FIELDS,
} from '../engine/content-lists';
import type { VerticalConfig } from '../engine/vertical-config';
import { withSortFields } from '../../http/content-query';

const modelQuery = withSortFields(modelListQuerySchema, MODEL_SORT_FIELDS);
const variantQuery = withSortFields(variantListQuerySchema, VARIANT_SORT_FIELDS);

/** Content-style `truck-models`, `truck-variants` and their `/count`, with `_sort`, `_limit`, `_start`, `field`, `field_ne`. */
export const vehicleContentRoutes: FastifyPluginAsyncZod<{ db: Db; config: VerticalConfig }> = async (
  app,
  { db, config },
) => {
  const tags = ['content'];
  const models = `/${config.contentPrefix}-models`;
  const variants = `/${config.contentPrefix}-variants`;
  const errors = { 400: errorResponseSchema };
  app.get(
    models,
    {
      schema: {
        tags,
        summary: `${config.vertical} models; default sort popularity:DESC`,
        querystring: modelQuery,
        response: { 200: z.array(modelSummarySchema), ...errors },
      },
    },
    async (request) => listModels(db, config, request.query),
  );
  app.get(
    `${models}/count`,
    {
      schema: {
        tags,
        summary: `Number of ${config.vertical} models`,
        querystring: modelQuery,
        response: { 200: countSchema, ...errors },
      },
    },
    async (request) => ({ count: await countModels(db, config, request.query) }),
  );
  app.get(
    variants,
    {
      schema: {
        tags,
        summary: `${config.vertical} variants; default sort id:ASC`,
        querystring: variantQuery,
        response: { 200: z.array(variantSummarySchema), ...errors },
      },
    },
    async (request) => listVariants(db, config, request.query),
  );
  app.get(
    `${variants}/count`,
    {
      schema: {
        tags,
        summary: `Number of ${config.vertical} variants`,
        querystring: variantQuery,
        response: { 200: countSchema, ...errors },
      },
    },
    async (request) => ({ count: await countVariants(db, config, request.query) }),
  );
};
