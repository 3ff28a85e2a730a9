import {
  authorListQuerySchema,
  authorPageSchema,
  authorSchema,
  authorStoriesQuerySchema,
  errorResponseSchema,
  expertReviewDetailSchema,
  expertReviewListQuerySchema,
  expertReviewCardSchema,
  mediaVideoDetailSchema,
  mediaVideoListQuerySchema,
  mediaVideoPageSchema,
  sitemapListSchema,
  slugDetailQuerySchema,
  storyDetailQuerySchema,
  storyDetailSchema,
  storyListQuerySchema,
  storyPageSchema,
  view360FramesSchema,
  view360QuerySchema,
  view360StatusSchema,
  webStoryCardSchema,
  webStoryDetailSchema,
  webStoryListQuerySchema,
  type StoryKind,
} from '@cvb/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { NotFoundError } from '../http/not-found';
import { findAuthor, listAuthors } from './author-queries';
import { expertReviewDetail, expertReviewPage } from './expert-review-queries';
import { storyDetail, storyPage, storySitemap } from './story-queries';
import { videoDetail, videoPage, videoSubjectExists } from './video-queries';
import { view360Frames, view360Status } from './view-360';
import { webStoryDetail, webStoryPage } from './web-story-queries';

const tags = ['media'];
const errors = { 400: errorResponseSchema, 404: errorResponseSchema };
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().min(0) });

/** The media calls of docs/domain.md#calls: general/news … general/video-detail and the v4 news set. */
export const mediaContentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const storyList = (
    path: string,
    summary: string,
    kind: StoryKind,
    fixed: { vertical?: 'tractor'; expo?: boolean } = {},
  ) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          querystring: storyListQuerySchema,
          response: { 200: storyPageSchema, ...errors },
        },
      },
      async (request) => {
        const { page, limit, locale, ...filter } = request.query;
        return storyPage(db, { kind, locale, ...filter, ...fixed }, { page, limit });
      },
    );
  storyList(
    '/general/news',
    'News stories, newest first (locale with English fallback; category, vertical, brandSlug, tag)',
    'news',
  );
  storyList('/v4/get-news', 'News stories, newest first', 'news');
  storyList('/v4/get-news-tractor', 'Tractor news, newest first', 'news', { vertical: 'tractor' });
  storyList('/v4/get-news-expo', 'Auto Expo coverage, newest first', 'news', { expo: true });
  storyList('/general/articles', 'Articles (bestofs, tips-advice, features), newest first', 'article');
  storyList('/v4/get-articles', 'Articles, newest first', 'article');

  const newest = (path: string, summary: string, kind: StoryKind) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          querystring: storyListQuerySchema.pick({ locale: true }),
          response: { 200: storyPageSchema, ...errors },
        },
      },
      async (request) => storyPage(db, { kind, locale: request.query.locale }, { page: 1, limit: 10 }),
    );
  newest('/v4/get-new-news', 'The ten newest news stories', 'news');
  newest('/v4/get-new-articles', 'The ten newest articles', 'article');

  const detail = (path: string, summary: string, kind: StoryKind) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          querystring: storyDetailQuerySchema,
          response: { 200: storyDetailSchema, ...errors },
        },
      },
      async (request) => {
        const { articleSlug, locale, moreNews } = request.query;
        const found = await storyDetail(db, articleSlug, locale, kind, moreNews);
        if (!found)
          throw new NotFoundError(`No ${kind === 'news' ? 'news story' : 'article'} ${articleSlug}`);
        return found;
      },
    );
  detail('/v4/get-news-details', 'One news story (articleSlug, locale, moreNews)', 'news');
  detail('/v4/get-article-details', 'One article (articleSlug, locale)', 'article');

  const sitemap = (path: string, kind: StoryKind) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `Every published ${kind} path with its locales`,
          response: { 200: sitemapListSchema },
        },
      },
      async () => storySitemap(db, kind),
    );
  sitemap('/v4/get-news-sitemap', 'news');
  sitemap('/v4/get-articles-sitemap', 'article');

  app.get(
    '/general/authors',
    {
      schema: {
        tags,
        summary: 'Every author with bio and story count',
        querystring: authorListQuerySchema,
        response: { 200: z.array(authorSchema), ...errors },
      },
    },
    async (request) => listAuthors(db, request.query.locale),
  );
  app.get(
    '/v4/author-news-articles',
    {
      schema: {
        tags,
        summary: 'An author and their news and articles, newest first',
        querystring: authorStoriesQuerySchema,
        response: { 200: authorPageSchema, ...errors },
      },
    },
    async (request) => {
      const { authorSlug, locale, page, limit } = request.query;
      const author = await findAuthor(db, authorSlug, locale);
      if (!author) throw new NotFoundError(`No author ${authorSlug}`);
      return { author, stories: await storyPage(db, { locale, authorSlug }, { page, limit }) };
    },
  );

  app.get(
    '/general/expert-review',
    {
      schema: {
        tags,
        summary: 'Expert reviews, newest first (vertical)',
        querystring: expertReviewListQuerySchema,
        response: { 200: pageOf(expertReviewCardSchema), ...errors },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return expertReviewPage(db, filter, { page, limit });
    },
  );
  app.get(
    '/general/expert-review/detail',
    {
      schema: {
        tags,
        summary: 'One expert review with verdict, ratings and price',
        querystring: slugDetailQuerySchema,
        response: { 200: expertReviewDetailSchema, ...errors },
      },
    },
    async (request) => {
      const found = await expertReviewDetail(db, request.query.slug, request.query.locale);
      if (!found) throw new NotFoundError(`No expert review ${request.query.slug}`);
      return found;
    },
  );

  app.get(
    '/general/video',
    {
      schema: {
        tags,
        summary: 'Videos, newest first (vertical, brandSlug, modelSlug, section)',
        querystring: mediaVideoListQuerySchema,
        response: { 200: mediaVideoPageSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      if (!(await videoSubjectExists(db, filter)))
        throw new NotFoundError(
          `No ${filter.modelSlug ? 'model' : 'brand'} ${filter.brandSlug}/${filter.modelSlug ?? ''}`,
        );
      return videoPage(db, filter, { page, limit });
    },
  );
  app.get(
    '/general/video-detail',
    {
      schema: {
        tags,
        summary: 'One video and more of its vertical',
        querystring: slugDetailQuerySchema,
        response: { 200: mediaVideoDetailSchema, ...errors },
      },
    },
    async (request) => {
      const found = await videoDetail(db, request.query.slug, request.query.locale);
      if (!found) throw new NotFoundError(`No video ${request.query.slug}`);
      return found;
    },
  );

  app.get(
    '/general/web-stories',
    {
      schema: {
        tags,
        summary: 'Web stories, newest first (vertical)',
        querystring: webStoryListQuerySchema,
        response: { 200: pageOf(webStoryCardSchema), ...errors },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return webStoryPage(db, filter, { page, limit });
    },
  );
  app.get(
    '/general/web-stories/detail',
    {
      schema: {
        tags,
        summary: 'One web story with its slides',
        querystring: slugDetailQuerySchema,
        response: { 200: webStoryDetailSchema, ...errors },
      },
    },
    async (request) => {
      const found = await webStoryDetail(db, request.query.slug, request.query.locale);
      if (!found) throw new NotFoundError(`No web story ${request.query.slug}`);
      return found;
    },
  );

  app.get(
    '/v4/get-360-status',
    {
      schema: {
        tags,
        summary: 'Whether a model has a 360° view',
        querystring: view360QuerySchema,
        response: { 200: view360StatusSchema, ...errors },
      },
    },
    async (request) => view360Status(db, request.query.brandSlug, request.query.modelSlug),
  );
  app.get(
    '/v4/get-360-frames',
    {
      schema: {
        tags,
        summary: 'The frames of a model’s 360° view',
        querystring: view360QuerySchema,
        response: { 200: view360FramesSchema, ...errors },
      },
    },
    async (request) => {
      const found = await view360Frames(db, request.query.brandSlug, request.query.modelSlug);
      if (!found)
        throw new NotFoundError(`No 360° view of ${request.query.brandSlug}/${request.query.modelSlug}`);
      return found;
    },
  );
};
