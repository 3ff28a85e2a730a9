import { z } from 'zod';
import { localeCodeSchema, vehicleVerticalSchema } from '../vertical-schemas';
import { ARTICLE_CATEGORIES, STORY_KINDS, VIDEO_SECTIONS } from './media-sections';

export const storyKindSchema = z.enum(STORY_KINDS);
export const articleCategorySchema = z.enum(ARTICLE_CATEGORIES);

/** A brand or model a story talks about, linked from the story page. */
export const relatedVehicleSchema = z.object({
  vertical: vehicleVerticalSchema,
  brandSlug: z.string(),
  brandName: z.string(),
  modelSlug: z.string().nullable(),
  modelName: z.string().nullable(),
  /** Site path of the model (or brand) page, without locale prefix. */
  path: z.string(),
});
export type RelatedVehicle = z.infer<typeof relatedVehicleSchema>;

/** An image the site serves itself: a WebP `src` and its width variants for `srcset`. */
export const siteImageSchema = z.object({
  src: z.string(),
  srcset: z.string(),
  alt: z.string(),
});
export type SiteImage = z.infer<typeof siteImageSchema>;

export const authorRefSchema = z.object({ slug: z.string(), name: z.string() });
export type AuthorRef = z.infer<typeof authorRefSchema>;

/** A news story or article as a card. `locale` is the locale its text is in (en when it fell back). */
export const storyCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: storyKindSchema,
  locale: localeCodeSchema,
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  vertical: vehicleVerticalSchema.nullable(),
  author: authorRefSchema,
  image: siteImageSchema,
  tags: z.array(z.string()),
  readMinutes: z.number().int().min(1),
  publishedAt: z.string(),
});
export type StoryCard = z.infer<typeof storyCardSchema>;

export const storyPageSchema = z.object({ items: z.array(storyCardSchema), total: z.number().int().min(0) });
export type StoryPage = z.infer<typeof storyPageSchema>;

export const storyDetailSchema = z.object({
  story: storyCardSchema.extend({
    /** Sanitized HTML: only paragraphs, headings, lists, quotes, emphasis and safe links. */
    bodyHtml: z.string(),
    locales: z.array(localeCodeSchema),
    related: z.array(relatedVehicleSchema),
    rssPath: z.string(),
    ampPath: z.string(),
  }),
  more: z.array(storyCardSchema),
});
export type StoryDetail = z.infer<typeof storyDetailSchema>;

export const authorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  role: z.string(),
  bio: z.string(),
  beat: z.string(),
  image: siteImageSchema,
  storyCount: z.number().int().min(0),
});
export type Author = z.infer<typeof authorSchema>;

export const authorPageSchema = z.object({ author: authorSchema, stories: storyPageSchema });
export type AuthorPage = z.infer<typeof authorPageSchema>;

export const expertRatingsSchema = z.object({
  design: z.number(),
  comfort: z.number(),
  performance: z.number(),
  economy: z.number(),
  value: z.number(),
});
export type ExpertRatings = z.infer<typeof expertRatingsSchema>;

export const expertReviewCardSchema = z.object({
  slug: z.string(),
  locale: localeCodeSchema,
  title: z.string(),
  summary: z.string(),
  vertical: vehicleVerticalSchema,
  vehicle: relatedVehicleSchema,
  overall: z.number(),
  author: authorRefSchema,
  image: siteImageSchema,
  publishedAt: z.string(),
});
export type ExpertReviewCard = z.infer<typeof expertReviewCardSchema>;

export const expertReviewDetailSchema = expertReviewCardSchema.extend({
  bodyHtml: z.string(),
  verdict: z.string(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  ratings: expertRatingsSchema,
  /** Ex-showroom range in rupees; null while the price is not out. */
  price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
});
export type ExpertReviewDetail = z.infer<typeof expertReviewDetailSchema>;

export const videoSectionSchema = z.enum(VIDEO_SECTIONS);

export const mediaVideoSchema = z.object({
  slug: z.string(),
  locale: localeCodeSchema,
  title: z.string(),
  description: z.string(),
  section: videoSectionSchema,
  vertical: vehicleVerticalSchema.nullable(),
  brandSlug: z.string().nullable(),
  modelSlug: z.string().nullable(),
  subject: z.string(),
  youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  durationSeconds: z.number().int(),
  poster: siteImageSchema,
  publishedAt: z.string(),
});
export type MediaVideo = z.infer<typeof mediaVideoSchema>;
export const mediaVideoPageSchema = z.object({
  items: z.array(mediaVideoSchema),
  total: z.number().int().min(0),
  /** The catalogue's names of the brand and model asked for ("Tata Motors", "Ace EV"), for the page's title. */
  scope: z.object({ brandName: z.string().nullable(), modelName: z.string().nullable() }).optional(),
});
export type MediaVideoPage = z.infer<typeof mediaVideoPageSchema>;
export const mediaVideoDetailSchema = z.object({ video: mediaVideoSchema, more: z.array(mediaVideoSchema) });
export type MediaVideoDetail = z.infer<typeof mediaVideoDetailSchema>;

export const webStorySlideSchema = z.object({
  heading: z.string(),
  text: z.string(),
  image: siteImageSchema,
});
export type WebStorySlide = z.infer<typeof webStorySlideSchema>;
export const webStoryCardSchema = z.object({
  slug: z.string(),
  locale: localeCodeSchema,
  title: z.string(),
  vertical: vehicleVerticalSchema.nullable(),
  cover: siteImageSchema,
  slideCount: z.number().int(),
  publishedAt: z.string(),
});
export type WebStoryCard = z.infer<typeof webStoryCardSchema>;
export const webStoryDetailSchema = webStoryCardSchema.extend({
  author: authorRefSchema,
  slides: z.array(webStorySlideSchema).min(1),
});
export type WebStoryDetail = z.infer<typeof webStoryDetailSchema>;

export const view360StatusSchema = z.object({ available: z.boolean(), frameCount: z.number().int().min(0) });
export type View360Status = z.infer<typeof view360StatusSchema>;
export const view360FramesSchema = z.object({
  frames: z.array(z.object({ src: z.string(), srcset: z.string() })),
  alt: z.string(),
});
export type View360Frames = z.infer<typeof view360FramesSchema>;

export const sitemapEntrySchema = z.object({
  path: z.string(),
  lastModified: z.string(),
  locales: z.array(localeCodeSchema),
});
export const sitemapListSchema = z.array(sitemapEntrySchema);
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;
