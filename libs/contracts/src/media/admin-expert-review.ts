import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';

/** Where an uploaded editorial image is served: `/api/uploads/media/<name>.webp`. */
export const MEDIA_IMAGE_URL = /^\/api\/uploads\/media\/[a-z0-9-]+\.webp$/;

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(min, `${field} must be at least ${min} characters`)
    .max(max, `${field} must be ${max} characters or less`);

const points = (field: string) =>
  z
    .array(text(field, 2, 200), { error: `${field} must be a list` })
    .min(1, `${field}: write at least one point`)
    .max(8, `${field}: at most 8 points`);

/** An expert review's words in one locale, as the desk edits them whole. */
export const expertReviewTextsSchema = z.object({
  title: text('Title', 3, 200),
  summary: text('Summary', 10, 600),
  /** Paragraphs separated by a blank line; sanitized on the way out like every story. */
  body: text('Body', 50, 20_000),
  verdict: text('Verdict', 10, 1_000),
  pros: points('Pros'),
  cons: points('Cons'),
});
export type ExpertReviewTextsInput = z.infer<typeof expertReviewTextsSchema>;

/** GET admin/media/expert-reviews/:slug?locale= — the texts of that locale (null: not written yet). */
export const adminExpertReviewSchema = z.object({
  slug: z.string(),
  modelName: z.string(),
  published: z.boolean(),
  image: z.string().nullable(),
  locale: localeCodeSchema,
  texts: expertReviewTextsSchema.nullable(),
  /** Locales the review is written in. */
  locales: z.array(localeCodeSchema),
});
export type AdminExpertReview = z.infer<typeof adminExpertReviewSchema>;

/** PUT admin/media/expert-reviews/:slug/texts */
export const expertReviewTextsUpdateSchema = expertReviewTextsSchema.extend({ locale: localeCodeSchema });
export type ExpertReviewTextsUpdate = z.infer<typeof expertReviewTextsUpdateSchema>;

/** PUT admin/media/expert-reviews/:slug/image — an uploaded image, or null for the model's artwork. */
export const expertReviewImageUpdateSchema = z.object({
  image: z.string().regex(MEDIA_IMAGE_URL, 'image must be an image uploaded to the media desk').nullable(),
});

/** POST admin/media/images (the raw JPEG, PNG or WebP bytes) → where the re-encoded WebP is served. */
export const mediaImageUploadSchema = z.object({
  url: z.string().regex(MEDIA_IMAGE_URL),
  width: z.number().int(),
  height: z.number().int(),
});
export type MediaImageUpload = z.infer<typeof mediaImageUploadSchema>;
