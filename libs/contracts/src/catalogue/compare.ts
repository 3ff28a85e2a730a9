import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';
import { vehicleSpecsSchema } from './specs';

export const COMPARE_MAX = 4;
export const COMPARE_NONE_MESSAGE = 'Select Varient!';
export const COMPARE_TOO_MANY_MESSAGE = 'You can select 4 varients max';

/** `variantSlugs=a,b,c`: 1 to 4 variant slugs (checked by the route so the messages are exact). */
export const compareQuerySchema = z.object({
  variantSlugs: z.string().max(1000).optional(),
  locale: localeCodeSchema.optional(),
});

export const comparedVariantSchema = z.object({
  slug: z.string(),
  name: z.string(),
  modelSlug: z.string(),
  modelName: z.string(),
  brandSlug: z.string(),
  brandName: z.string(),
  price: z.number().nullable(),
  angleImage: z.string(),
  specs: vehicleSpecsSchema,
});
export const compareResponseSchema = z.object({
  variants: z.array(comparedVariantSchema),
  /** Spec keys whose values differ between the compared variants ("show differences only"). */
  differingSpecs: z.array(z.string()),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;
