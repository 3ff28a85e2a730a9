import type { VerticalDefinition } from '@cvb/contracts';
import {
  brandVideoQuerySchema,
  compareQuerySchema,
  compareResponseSchema,
  dealerListSchema,
  dealerQuerySchema,
  emiQuerySchema,
  emiResponseSchema,
  errorResponseSchema,
  filterPageQuerySchemaOf,
  filterPageResponseSchema,
  modelDetailQuerySchema,
  modelDetailSchema,
  modelVideoQuerySchema,
  videoListQuerySchema,
  videoListSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { compareVariants } from '../engine/compare';
import { listDealers } from '../engine/dealer-records';
import { emiCalculator } from '../engine/emi';
import { filterPage } from '../engine/filter-page';
import { modelDetail } from '../engine/model-detail';
import { listVideos } from '../engine/video-list';
import { answerCache } from '../answer-cache';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

const loanText = ({ loan }: VerticalDefinition) =>
  `${loan.annualRatePercent} %, ${loan.months} months, ${loan.downPaymentPercent} % down`;

/** The calls of one vehicle vertical (`trucks/filter-page`, …), all from the shared catalogue engine. */
export const vehicleCatalogueRoutes: FastifyPluginAsyncZod<{
  db: Db;
  definition: VerticalDefinition;
}> = async (app, { db, definition }) => {
  const base = `/${definition.api.prefix}`;
  const tags = [definition.api.prefix];
  // Every call here answers the same to every visitor: public caching with an ETag, and the serialized answer
  // kept per normalised URL until the catalogue or a review changes.
  const answers = answerCache(db);
  app.addHook('onRequest', answers.onRequest);
  app.addHook('onSend', answers.onSend);
  app.get(
    `${base}/filter-page`,
    {
      schema: {
        tags,
        summary: `${definition.api.prefix} list for a pageType with filters, sort, paging and facet counts`,
        querystring: filterPageQuerySchemaOf(definition),
        response: { 200: filterPageResponseSchema, ...errors },
      },
    },
    async (request) => filterPage(db, definition, request.query),
  );
  app.get(
    `${base}/model-detail`,
    {
      schema: {
        tags,
        summary:
          'A model with variants, on-road breakup for the city (default new-delhi), FAQ, dealers count and videos',
        querystring: modelDetailQuerySchema,
        response: { 200: modelDetailSchema, ...errors },
      },
    },
    async (request) => modelDetail(db, definition, request.query),
  );
  for (const call of definition.api.compareCalls) {
    app.get(
      `${base}/${call}`,
      {
        schema: {
          tags,
          summary: 'Up to 4 variants side by side: variantSlugs=a,b,c',
          querystring: compareQuerySchema,
          response: { 200: compareResponseSchema, ...errors },
        },
      },
      async (request) => compareVariants(db, definition, request.query.variantSlugs),
    );
  }
  app.get(
    `${base}/emi-calculator`,
    {
      schema: {
        tags,
        summary: `Price basis, loan defaults (${loanText(definition)}) and the reducing-balance EMI`,
        querystring: emiQuerySchema,
        response: { 200: emiResponseSchema, ...errors },
      },
    },
    async (request) => emiCalculator(db, definition, request.query),
  );
  app.get(
    `${base}/dealers`,
    {
      schema: {
        tags,
        summary: 'Dealers and service centres of a brand, optionally in one city; empty list when none',
        querystring: dealerQuerySchema,
        response: { 200: dealerListSchema, ...errors },
      },
    },
    async (request) => {
      const items = await listDealers(db, definition.key, request.query);
      return { items, total: items.length };
    },
  );
  app.get(
    `${base}/videos`,
    {
      schema: {
        tags,
        summary: 'Videos, newest first',
        querystring: videoListQuerySchema,
        response: { 200: videoListSchema, ...errors },
      },
    },
    async ({ query }) =>
      listVideos(db, definition.key, { limit: query._limit, offset: query._start, locale: query.locale }),
  );
  app.get(
    `${base}/brand-videos`,
    {
      schema: {
        tags,
        summary: 'Videos of a brand, newest first',
        querystring: brandVideoQuerySchema,
        response: { 200: videoListSchema, ...errors },
      },
    },
    async ({ query }) =>
      listVideos(db, definition.key, {
        brandSlug: query.brandSlug,
        limit: query._limit,
        offset: query._start,
        locale: query.locale,
      }),
  );
  app.get(
    `${base}/model-videos`,
    {
      schema: {
        tags,
        summary: 'Videos of a model, newest first',
        querystring: modelVideoQuerySchema,
        response: { 200: videoListSchema, ...errors },
      },
    },
    async ({ query }) =>
      listVideos(db, definition.key, {
        brandSlug: query.brandSlug,
        modelSlug: query.modelSlug,
        limit: query._limit,
        offset: query._start,
        locale: query.locale,
      }),
  );
};
