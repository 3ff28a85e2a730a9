import { errorResponseSchema, feedQuerySchema, localeCodeSchema, type StoryKind } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { NotFoundError } from '../http/not-found';
import { renderAmpStory } from './amp-page';
import { AMP_CONTENT_SECURITY_POLICY } from './amp-policy';
import { renderRss } from './rss-feed';
import { siteOrigin } from './site-origin';
import { storyDetail, storyPage } from './story-queries';

const FEED_SIZE = 50;
const FIVE_MINUTES = 300;
const xmlResponse = { description: 'RSS 2.0', content: { 'application/rss+xml': { schema: z.string() } } };
const htmlResponse = { description: 'AMP page', content: { 'text/html': { schema: z.string() } } };

/** RSS 2.0 feeds of news (all or one vertical) and articles, and the AMP renderings of stories. */
export const mediaFeedRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const feed = (path: string, kind: StoryKind, title: string, pagePath: string) =>
    app.get(
      path,
      {
        schema: {
          tags: ['media'],
          summary: `RSS 2.0 feed: ${title}`,
          querystring: feedQuerySchema,
          response: { 200: xmlResponse, 400: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { locale, vertical } = request.query;
        const { items } = await storyPage(db, { kind, locale, vertical }, { page: 1, limit: FEED_SIZE });
        const search = new URLSearchParams({ locale, ...(vertical ? { vertical } : {}) }).toString();
        const xml = renderRss(items, {
          origin: siteOrigin(request),
          locale,
          title: vertical ? `CV Bazaar ${title}: ${vertical}` : `CV Bazaar ${title}`,
          description: `The latest ${title.toLowerCase()} on commercial vehicles in India from CV Bazaar.`,
          pagePath,
          selfPath: `/api${path}?${search}`,
        });
        reply.header('cache-control', `public, max-age=${FIVE_MINUTES}`);
        return reply.type('application/rss+xml; charset=utf-8').send(xml);
      },
    );
  feed('/feeds/news.xml', 'news', 'News', '/news');
  feed('/feeds/articles.xml', 'article', 'Articles', '/articles');

  const amp = (path: string, kind: StoryKind) =>
    app.get(
      path,
      {
        schema: {
          tags: ['media'],
          summary: `AMP rendering of one ${kind === 'news' ? 'news story' : 'article'}`,
          params: z.object({
            slug: z
              .string()
              .regex(/^[a-z0-9-]{1,120}$/, 'slug must be lower-case letters, digits and hyphens'),
          }),
          querystring: z.object({ locale: localeCodeSchema.default('en') }),
          response: { 200: htmlResponse, 400: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { locale } = request.query;
        const detail = await storyDetail(db, request.params.slug, locale, kind, 0);
        if (!detail) throw new NotFoundError(`No ${kind} ${request.params.slug}`);
        reply.header('cache-control', `public, max-age=${FIVE_MINUTES}`);
        // The AMP runtime's own policy: the API's deny-all one would leave the page hidden (amp-policy.ts).
        reply.header('content-security-policy', AMP_CONTENT_SECURITY_POLICY);
        return reply
          .type('text/html; charset=utf-8')
          .send(renderAmpStory(detail, siteOrigin(request), locale));
      },
    );
  amp('/amp/news/:slug', 'news');
  amp('/amp/articles/:slug', 'article');
};
