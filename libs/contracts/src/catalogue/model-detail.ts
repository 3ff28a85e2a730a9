import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';
import { modelSummarySchema } from './model-summary';
import { expertReviewSchema, reviewSummarySchema } from './reviews';
import { vehicleSpecsSchema } from './specs';
import { videoSchema } from './videos';

const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be lower-case letters, digits and hyphens');

export const modelDetailQuerySchema = z.object({
  brandSlug: slug,
  modelSlug: slug,
  /** City slug (see general/cities); default new-delhi. */
  city: slug.optional(),
  locale: localeCodeSchema.optional(),
});
export type ModelDetailQuery = z.infer<typeof modelDetailQuerySchema>;

/** On-road price = ex-showroom + RTO/road tax + insurance + other charges, for one city's state. */
export const onRoadBreakupSchema = z.object({
  exShowroom: z.number(),
  rto: z.number(),
  insurance: z.number(),
  otherCharges: z.number(),
  onRoad: z.number(),
});
export type OnRoadBreakup = z.infer<typeof onRoadBreakupSchema>;

export const variantSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Ex-showroom in rupees; null = price coming soon. */
  price: z.number().nullable(),
  specs: vehicleSpecsSchema,
  onRoad: onRoadBreakupSchema.nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

export const faqItemSchema = z.object({ question: z.string(), answer: z.string() });

export const priceCitySchema = z.object({
  slug: z.string(),
  name: z.string(),
  state: z.string(),
  rtoPercent: z.number(),
  insurancePercent: z.number(),
  otherCharges: z.number(),
});

export const modelDetailSchema = z.object({
  model: modelSummarySchema.extend({
    specs: vehicleSpecsSchema,
    colours: z.array(z.string()),
    gallery: z.array(z.string()),
    faq: z.array(faqItemSchema),
    pros: z.array(z.string()),
    cons: z.array(z.string()),
    launchPeriod: z.string().nullable(),
    status360: z.enum(['none', 'available']),
    description: z.string(),
  }),
  city: priceCitySchema,
  variants: z.array(variantSchema),
  /** On-road breakup of the cheapest priced variant in the chosen city, null when no price. */
  onRoad: onRoadBreakupSchema.nullable(),
  dealerCount: z.number().int(),
  videos: z.array(videoSchema),
  /** Null when no editor has reviewed the model yet. */
  expertReview: expertReviewSchema.nullable(),
  reviewSummary: reviewSummarySchema,
  /** The model that replaces a discontinued one (named by an editor, docs/domain.md#catalogue-desk), or null. */
  successor: z.object({ name: z.string(), brandSlug: z.string(), slug: z.string() }).nullable().optional(),
});
export type ModelDetail = z.infer<typeof modelDetailSchema>;
