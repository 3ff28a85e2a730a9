import { errorResponseSchema, seoAnswerSchema, seoQuerySchema, type SeoAnswer } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
      const answer = await cached(db, `${origin} ${locale} ${path}`, () =>
        seoAnswer(db, request.query, origin),
      );
      reply.header('cache-control', `public, max-age=${SEO_CACHE_MS / 1000}`);
      return answer;
    },
  );
};
