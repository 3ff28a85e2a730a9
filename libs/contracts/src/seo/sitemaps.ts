import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Google News takes at most this many URLs in a news sitemap, and only stories of the last two days. */
export const NEWS_SITEMAP_MAX_URLS = 1_000;
export const NEWS_SITEMAP_HOURS = 48;

/** A sitemap file: `trucks`, `news`, or `trucks-2` when a section needs more than one file. */
export const sitemapNameSchema = z
  .string()
  .max(60, 'must be 60 characters or less')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a sitemap name like "trucks" or "trucks-2"');

export const sitemapFileSchema = z.object({
  name: z.string(),
  /** ISO date-time of the newest page in it. */
  lastModified: z.string(),
});
export type SitemapFile = z.infer<typeof sitemapFileSchema>;

/** general/sitemaps: one file per vertical and per content type. */
export const sitemapIndexResponseSchema = z.object({ sitemaps: z.array(sitemapFileSchema) });
export type SitemapIndexResponse = z.infer<typeof sitemapIndexResponseSchema>;

/** A page of a sitemap, without locale prefix; it is listed once per locale, each with its language versions. */
export const sitemapPageSchema = z.object({ path: z.string(), lastModified: z.string() });
export type SitemapPage = z.infer<typeof sitemapPageSchema>;

/** general/sitemaps/:name */
export const sitemapParamsSchema = z.object({ name: sitemapNameSchema });
export const sitemapResponseSchema = z.object({ pages: z.array(sitemapPageSchema) });
export type SitemapResponse = z.infer<typeof sitemapResponseSchema>;

/** A news story of the last two days in one language (Google News sitemap). */
export const newsSitemapItemSchema = z.object({
  path: z.string(),
  locale: localeCodeSchema,
  title: z.string(),
  publishedAt: z.string(),
});
export type NewsSitemapItem = z.infer<typeof newsSitemapItemSchema>;

/** general/news-sitemap */
export const newsSitemapResponseSchema = z.object({ items: z.array(newsSitemapItemSchema) });
export type NewsSitemapResponse = z.infer<typeof newsSitemapResponseSchema>;
