import { idParamsSchema } from '../ids';
import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';
import { MEDIA_IMAGE_URL } from '../media/admin-expert-review';

const pageQuery = {
  _start: z.coerce.number().int().min(0, 'must be 0 or more').default(0),
  _limit: z.coerce.number().int().min(1, 'must be 1 or more').max(100, 'must be 100 or less').default(20),
};

/** GET admin/news: every article (published or not), newest first. */
export const adminNewsListQuerySchema = z.object({
  search: z.string().trim().max(200, 'must be 200 characters or less').optional(),
  locale: localeCodeSchema.optional(),
  ...pageQuery,
});
export type AdminNewsListQuery = z.input<typeof adminNewsListQuerySchema>;

export const adminNewsItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  locale: localeCodeSchema,
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  published: z.boolean(),
  publishedAt: z.string(),
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;

export const adminNewsListResponseSchema = z.object({
  items: z.array(adminNewsItemSchema),
  total: z.number().int().min(0),
});
export type AdminNewsListResponse = z.infer<typeof adminNewsListResponseSchema>;

/** One article with its body and every locale the same story exists in. */
export const adminNewsDetailSchema = adminNewsItemSchema.extend({
  body: z.string(),
  /** An image uploaded through the media desk, or null while the story shows its generated picture. */
  image: z.string().nullable(),
  localizations: z.array(
    z.object({ id: z.number().int(), locale: localeCodeSchema, title: z.string(), published: z.boolean() }),
  ),
});
export type AdminNewsDetail = z.infer<typeof adminNewsDetailSchema>;

/** Messages leave out the field: the API's 400 puts the field name in front ("title: is required"). */
const text = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be ${max} characters or less`);

/** PUT newsarticles/:id — plain text only: the site renders it as text, never as HTML. */
export const newsUpdateRequestSchema = z.object({
  title: text(200),
  summary: text(600),
  body: text(50_000),
  category: text(60),
  published: z.boolean({ error: 'must be true or false' }),
});
export type NewsUpdateRequest = z.infer<typeof newsUpdateRequestSchema>;

/** POST newsarticles/:id/localizations — adds the story in another locale, or replaces that locale's text. */
export const newsLocalizationRequestSchema = z.object({
  locale: localeCodeSchema,
  title: text(200),
  summary: text(600),
  body: text(50_000),
});
export type NewsLocalizationRequest = z.infer<typeof newsLocalizationRequestSchema>;

export const newsIdParamsSchema = idParamsSchema;

/** PUT newsarticles/:id/image — one uploaded image for the story in every locale. */
export const newsImageUpdateSchema = z.object({
  image: z.string().regex(MEDIA_IMAGE_URL, 'image must be an image uploaded to the media desk'),
});
export type NewsImageUpdate = z.infer<typeof newsImageUpdateSchema>;
