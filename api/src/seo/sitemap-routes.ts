import {
  errorResponseSchema,
  newsSitemapResponseSchema,
  sitemapIndexResponseSchema,
  sitemapParamsSchema,
  sitemapResponseSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { NotFoundError } from '../http/not-found';
import { recentNews } from './sitemaps/news-sitemap';
import { sitemapFile, sitemapIndex } from './sitemaps/sitemap-sections';

const tags = ['general'];
const MAX_AGE = 'public, max-age=300';

/** The data of the shell's sitemaps: the index, each file's pages and the news of the last two days. */
export const sitemapRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/general/sitemaps',
    {
      schema: {
        tags,
        summary: 'Every sitemap file (one per vertical and content type) with its newest change',
        response: { 200: sitemapIndexResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', MAX_AGE);
      return { sitemaps: await sitemapIndex(db) };
    },
  );

  app.get(
    '/general/sitemaps/:name',
    {
      schema: {
        tags,
        summary: "One sitemap file's pages (paths without locale prefix) with their last change",
        params: sitemapParamsSchema,
        response: { 200: sitemapResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const pages = await sitemapFile(db, request.params.name);
      if (!pages) throw new NotFoundError(`No sitemap ${request.params.name}`);
      reply.header('cache-control', MAX_AGE);
      return { pages };
    },
  );

  app.get(
    '/general/news-sitemap',
    {
      schema: {
        tags,
        summary: 'News stories of the last 48 hours, one item per language (Google News sitemap)',
        response: { 200: newsSitemapResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { items: await recentNews(db) };
    },
  );
};
