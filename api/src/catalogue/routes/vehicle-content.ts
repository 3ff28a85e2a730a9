import type { VerticalDefinition } from '@cvb/contracts';
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
import { withSortFields } from '../../http/content-query';

const modelQuery = withSortFields(modelListQuerySchema, MODEL_SORT_FIELDS);
const variantQuery = withSortFields(variantListQuerySchema, VARIANT_SORT_FIELDS);

/** Content-style `truck-models`, `truck-variants` and their `/count`, with `_sort`, `_limit`, `_start`, `field`, `field_ne`. */
export const vehicleContentRoutes: FastifyPluginAsyncZod<{ db: Db; definition: VerticalDefinition }> = async (
  app,
  { db, definition },
) => {
  const tags = ['content'];
  const models = `/${definition.api.contentPrefix}-models`;
  const variants = `/${definition.api.contentPrefix}-variants`;
  const errors = { 400: errorResponseSchema };
  app.get(
    models,
    {
      schema: {
        tags,
        summary: `${definition.key} models; default sort popularity:DESC`,
        querystring: modelQuery,
        response: { 200: z.array(modelSummarySchema), ...errors },
      },
    },
    async (request) => listModels(db, definition, request.query),
  );
  app.get(
    `${models}/count`,
    {
      schema: {
        tags,
        summary: `Number of ${definition.key} models`,
        querystring: modelQuery,
        response: { 200: countSchema, ...errors },
      },
    },
    async (request) => ({ count: await countModels(db, definition, request.query) }),
  );
  app.get(
    variants,
    {
      schema: {
        tags,
        summary: `${definition.key} variants; default sort id:ASC`,
        querystring: variantQuery,
        response: { 200: z.array(variantSummarySchema), ...errors },
      },
    },
    async (request) => listVariants(db, definition, request.query),
  );
  app.get(
    `${variants}/count`,
    {
      schema: {
        tags,
        summary: `Number of ${definition.key} variants`,
        querystring: variantQuery,
        response: { 200: countSchema, ...errors },
      },
    },
    async (request) => ({ count: await countVariants(db, definition, request.query) }),
  );
};
