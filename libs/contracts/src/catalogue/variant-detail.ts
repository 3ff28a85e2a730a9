import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';
import { priceCitySchema, variantSchema } from './model-detail';
import { modelSummarySchema } from './model-summary';

const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be lower-case letters, digits and hyphens');

export const variantDetailQuerySchema = z.object({
  brandSlug: slug,
  modelSlug: slug,
  variantSlug: slug,
  /** City slug (see general/cities); default new-delhi. */
  city: slug.optional(),
  locale: localeCodeSchema.optional(),
});
export type VariantDetailQuery = z.infer<typeof variantDetailQuerySchema>;

/** The variant page's data: the variant with its full specs and on-road breakup, and its model's other variants. */
export const variantDetailSchema = z.object({
  model: modelSummarySchema,
  city: priceCitySchema,
  variant: variantSchema,
  /** Every variant of the model in catalogue order, this one included. */
  variants: z.array(variantSchema),
});
export type VariantDetail = z.infer<typeof variantDetailSchema>;
