import { z } from 'zod';
import { contentQuerySchema } from '../content-query';
import { vehicleSpecsSchema } from './specs';

const text = z.string().min(1).max(200).optional();

/** `truck-models`: the content query plus field / field_ne filters. */
export const modelListQuerySchema = contentQuerySchema.extend({
  slug: text,
  slug_ne: text,
  brandSlug: text,
  brandSlug_ne: text,
  status: text,
  status_ne: text,
  bodyType: text,
  bodyType_ne: text,
  fuelType: text,
  fuelType_ne: text,
});
export type ModelListQuery = z.infer<typeof modelListQuerySchema>;

/** `truck-variants`: the content query plus field / field_ne filters. */
export const variantListQuerySchema = contentQuerySchema.extend({
  slug: text,
  slug_ne: text,
  modelSlug: text,
  modelSlug_ne: text,
  brandSlug: text,
  brandSlug_ne: text,
  fuelType: text,
  fuelType_ne: text,
});
export type VariantListQuery = z.infer<typeof variantListQuerySchema>;

export const variantSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  modelSlug: z.string(),
  modelName: z.string(),
  brandSlug: z.string(),
  brandName: z.string(),
  price: z.number().nullable(),
  specs: vehicleSpecsSchema,
});
export type VariantSummary = z.infer<typeof variantSummarySchema>;
