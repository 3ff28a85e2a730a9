import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';

const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be lower-case letters, digits and hyphens');

/** A video; `videoId` is the last 11 characters of `link` (docs/domain.md#videos). */
export const videoSchema = z.object({
  id: z.number().int(),
  videoId: z.string(),
  title: z.string(),
  link: z.string(),
  thumbnail: z.string(),
  brandSlug: z.string(),
  modelSlug: z.string().nullable(),
  /** The catalogue's names ("Tata Motors", "LPT 1412"), for the card's subject: never rebuilt from slugs. */
  brandName: z.string().optional(),
  modelName: z.string().nullable().optional(),
  publishedAt: z.string(),
  /** A video of the site's /videos pages: its page is /videos/{slug} (and `link` that path); absent for a catalogue video. */
  slug: z.string().optional(),
});
export type Video = z.infer<typeof videoSchema>;

const paging = {
  _limit: z.coerce.number().int().min(1).max(100, '_limit must be 100 or less').optional(),
  _start: z.coerce.number().int().min(0, '_start must be 0 or more').optional(),
  /** The language of the titles; English when left out. */
  locale: localeCodeSchema.optional(),
};
export const videoListQuerySchema = z.object(paging);
export const brandVideoQuerySchema = z.object({ brandSlug: slug, ...paging });
export const modelVideoQuerySchema = z.object({ brandSlug: slug, modelSlug: slug, ...paging });
export type VideoListQuery = z.infer<typeof modelVideoQuerySchema>;

export const videoListSchema = z.object({ items: z.array(videoSchema), total: z.number().int() });
export type VideoList = z.infer<typeof videoListSchema>;
