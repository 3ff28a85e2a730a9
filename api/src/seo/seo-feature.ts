import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { seoRoutes } from './seo-routes';
import { sitemapRoutes } from './sitemap-routes';

/** What search engines read: each page's head (title, description, links) and the sitemaps. */
export const seoFeature: FastifyPluginAsync<{ db: Db }> = async (api, { db }) => {
  await api.register(seoRoutes, { db });
  await api.register(sitemapRoutes, { db });
};
