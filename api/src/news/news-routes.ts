import { countSchema, errorResponseSchema, newsArticleSchema, newsListQuerySchema } from '@cvb/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { withSortFields } from '../http/content-query';
import { countNewsArticles, listNewsArticles, NEWS_SORT_FIELDS } from './news-queries';

const querystring = withSortFields(newsListQuerySchema, NEWS_SORT_FIELDS);

export const newsArticleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/newsarticles',
    {
      schema: {
        tags: ['content'],
        summary: 'News articles of one locale (default en); default sort publishedAt:DESC',
        querystring,
        response: { 200: z.array(newsArticleSchema), 400: errorResponseSchema },
      },
    },
    async (request) => listNewsArticles(db, request.query),
  );
  app.get(
    '/newsarticles/count',
    {
      schema: {
        tags: ['content'],
        summary: 'Number of news articles matching the filters',
        querystring,
        response: { 200: countSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ count: await countNewsArticles(db, request.query) }),
  );
};
