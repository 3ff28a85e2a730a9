import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';
import type { ApiCall } from './first-view';

/** One GET of a page's first view: an API path without `/api` and its query as text. */
export const apiCallSchema = z.object({
  path: z.string().regex(/^[a-z0-9][a-z0-9/-]*$/, 'path is an API path without /api'),
  query: z.record(z.string(), z.string()),
}) satisfies z.ZodType<ApiCall>;

/** What the server answers for a page: the page, the not-found page, or a move to `location` for good. */
export const SEO_STATUSES = [200, 404, 301] as const;
export type SeoStatus = (typeof SEO_STATUSES)[number];

/**
 * general/seo: the site path without its locale prefix (`/trucks/tata-motors/ace-gold`, never `/hi/trucks/…`)
 * and the page's locale. Any path is a question; one that no page owns is answered with status 404.
 */
export const seoQuerySchema = z.object({
  path: z
    .string()
    .min(1, 'path is required')
    .max(512, 'path must be 512 characters or less')
    .regex(/^\/[^\s?#]*$/, 'path must start with "/" and have no spaces, query or fragment'),
  locale: localeCodeSchema.default('en'),
});
export type SeoQuery = z.output<typeof seoQuerySchema>;

/** One `<link rel="alternate" hreflang>`: a locale's tag (`hi-IN`) or `x-default`, and its absolute URL. */
export const seoAlternateSchema = z.object({ hreflang: z.string(), href: z.string() });
export type SeoAlternate = z.infer<typeof seoAlternateSchema>;

/** The page SEO object of docs/domain.md#structured-data, with absolute URLs, plus the page's language versions. */
export const seoObjectSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** `index,follow`, or `noindex,…` for the not-found page and private pages. */
  robots: z.string(),
  url: z.string(),
  canonical: z.string(),
  /** Absolute URL of the picture a link preview shows. */
  image: z.string(),
  rssLink: z.string().optional(),
  alternates: z.array(seoAlternateSchema),
});
export type SeoObject = z.infer<typeof seoObjectSchema>;

/** One schema.org object (`@context`, `@type` and its fields), as the page's JSON-LD carries it. */
export const jsonLdObjectSchema = z.record(z.string(), z.unknown());
export type JsonLdObject = z.infer<typeof jsonLdObjectSchema>;

export const seoAnswerSchema = z.object({
  status: z.union([z.literal(200), z.literal(404), z.literal(301)]),
  /** Where a 301 points: a site path with the locale prefix. */
  location: z.string().optional(),
  seo: seoObjectSchema,
  jsonLd: z.array(jsonLdObjectSchema),
  /** The GETs the page's first view makes, for a visitor with the default city; their answers can be inlined. */
  firstView: z.array(apiCallSchema).optional(),
});
export type SeoAnswer = z.infer<typeof seoAnswerSchema>;
