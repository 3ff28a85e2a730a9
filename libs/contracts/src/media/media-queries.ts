import { z } from 'zod';
import { localeCodeSchema, vehicleVerticalSchema } from '../vertical-schemas';
import { videoSectionSchema } from './media-items';

const slugSchema = (field: string) =>
  z.string().regex(/^[a-z0-9-]{1,120}$/, `${field} must be lower-case letters, digits and hyphens`);

/** Page number (from 1) and page size of the media list calls. */
const paging = {
  page: z.coerce
    .number()
    .int()
    .min(1, 'page must be 1 or more')
    .max(1000, 'page must be 1000 or less')
    .default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(50, 'limit must be 50 or less')
    .default(12),
};

export const storyListQuerySchema = z.object({
  locale: localeCodeSchema.default('en'),
  category: slugSchema('category').optional(),
  vertical: vehicleVerticalSchema.optional(),
  brandSlug: slugSchema('brandSlug').optional(),
  tag: slugSchema('tag').optional(),
  ...paging,
});
export type StoryListQuery = z.input<typeof storyListQuerySchema>;

export const storyDetailQuerySchema = z.object({
  articleSlug: slugSchema('articleSlug'),
  locale: localeCodeSchema.default('en'),
  moreNews: z.coerce
    .number()
    .int()
    .min(0, 'moreNews must be 0 or more')
    .max(12, 'moreNews must be 12 or less')
    .default(4),
});
export type StoryDetailQuery = z.input<typeof storyDetailQuerySchema>;

export const authorListQuerySchema = z.object({ locale: localeCodeSchema.default('en') });
export const authorStoriesQuerySchema = z.object({
  authorSlug: slugSchema('authorSlug'),
  locale: localeCodeSchema.default('en'),
  ...paging,
});
export type AuthorStoriesQuery = z.input<typeof authorStoriesQuerySchema>;

export const expertReviewListQuerySchema = z.object({
  locale: localeCodeSchema.default('en'),
  vertical: vehicleVerticalSchema.optional(),
  ...paging,
});
export type ExpertReviewListQuery = z.input<typeof expertReviewListQuerySchema>;

export const slugDetailQuerySchema = z.object({
  slug: slugSchema('slug'),
  locale: localeCodeSchema.default('en'),
});
export type SlugDetailQuery = z.input<typeof slugDetailQuerySchema>;

export const mediaVideoListQuerySchema = z.object({
  locale: localeCodeSchema.default('en'),
  vertical: vehicleVerticalSchema.optional(),
  brandSlug: slugSchema('brandSlug').optional(),
  modelSlug: slugSchema('modelSlug').optional(),
  section: videoSectionSchema.optional(),
  ...paging,
});
export type MediaVideoListQuery = z.input<typeof mediaVideoListQuerySchema>;

export const webStoryListQuerySchema = z.object({
  locale: localeCodeSchema.default('en'),
  vertical: vehicleVerticalSchema.optional(),
  ...paging,
});
export type WebStoryListQuery = z.input<typeof webStoryListQuerySchema>;

export const view360QuerySchema = z.object({
  brandSlug: slugSchema('brandSlug'),
  modelSlug: slugSchema('modelSlug'),
});
export type View360Query = z.input<typeof view360QuerySchema>;

export const feedQuerySchema = z.object({
  locale: localeCodeSchema.default('en'),
  vertical: vehicleVerticalSchema.optional(),
});
