import {
  dataVersionSchema,
  errorResponseSchema,
  seoAnswerSchema,
  seoQuerySchema,
  type SeoAnswer,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataVersionOf } from '../catalogue/answer-cache';
import type { Db } from '../db/database';
import { siteOrigin } from '../stories-and-videos/site-origin';
import { seoAnswer } from './seo-answer';
import { createShortCache, SEO_CACHE_MS } from './seo-cache';

/** general/seo: the head of any page of the site (title, description, canonical, hreflang, JSON-LD) and its status. */
export const seoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const cached = createShortCache<SeoAnswer>();
  app.get(
    '/general/seo',
    {
      schema: {
        tags: ['general'],
        summary:
          "A page's SEO object, hreflang versions and JSON-LD, and its status: 200, 404 (no such page or slug) or 301 (short form)",
        querystring: seoQuerySchema,
        response: { 200: seoAnswerSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const origin = siteOrigin(request);
      const { path, locale } = request.query;
      // Under the data version: a price or model change gives the page a fresh head at once.
      const version = await dataVersionOf(db);
      const answer = await cached(db, `${version} ${origin} ${locale} ${path}`, () =>
        seoAnswer(db, request.query, origin),
      );
      reply.header('cache-control', `public, max-age=${SEO_CACHE_MS / 1000}`);
      return answer;
    },
  );
  app.get(
    '/general/data-version',
    {
      schema: {
        tags: ['general'],
        summary:
          "The version of the public data this instance serves: it changes when the catalogue or a model's reviews change (the web server keeps rendered pages under it)",
        response: { 200: dataVersionSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: await dataVersionOf(db) };
    },
  );
};
