import {
  citiesResponseSchema,
  errorResponseSchema,
  recentlyViewedBodySchema,
  recentlyViewedQuerySchema,
  recentlyViewedResponseSchema,
  similarQuerySchema,
  similarResponseSchema,
} from '@cvb/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { listCities } from '../engine/city-records';
import { recentViews, recordView } from '../engine/recently-viewed';
import { similarModels } from '../engine/similar';
import { answerCache } from '../answer-cache';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

/** `general/similar-data`, `general/cities` and `general/recently-viewed`. */
export const generalCatalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['general'];
  const answers = answerCache(db);
  app.get(
    '/general/similar-data',
    {
      schema: {
        tags,
        summary: 'Models like the given one (same body type or price band)',
        querystring: similarQuerySchema,
        response: { 200: similarResponseSchema, ...errors },
      },
      onRequest: answers.onRequest,
      onSend: answers.onSend,
    },
    async ({ query }) => ({ data: await similarModels(db, query.type, query.slug) }),
  );
  app.get(
    '/general/cities',
    {
      schema: {
        tags,
        summary: 'Cities (slug, name, state), New Delhi first',
        response: { 200: citiesResponseSchema },
      },
      onRequest: answers.onRequest,
      onSend: answers.onSend,
    },
    async () => ({ data: { cities: await listCities(db) } }),
  );
  app.post(
    '/general/recently-viewed',
    {
      schema: {
        tags,
        summary: 'Record that a visitor viewed a model',
        body: recentlyViewedBodySchema,
        response: { 201: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      await recordView(db, request.body);
      return reply.code(201).send({ ok: true });
    },
  );
  app.get(
    '/general/recently-viewed',
    {
      schema: {
        tags,
        summary: 'A visitor’s recently viewed models, latest first',
        querystring: recentlyViewedQuerySchema,
        response: { 200: recentlyViewedResponseSchema, ...errors },
      },
    },
    async ({ query }) => ({ data: await recentViews(db, query.visitorId) }),
  );
};
