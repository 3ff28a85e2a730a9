import { z } from 'zod';
import { vehicleVerticalSchema } from '../vertical-schemas';

const slug = z
  .string()
  .trim()
  .min(1)
  .max(120, 'must be at most 120 characters')
  .regex(/^[a-z0-9-]+$/, 'must be a catalogue slug');

/**
 * GET used-vehicle-ads/catalogue-options: what the sell form offers to pick. Without brandSlug: the vertical's
 * brands; with brandSlug: its models; with modelSlug too: that model's variants.
 */
export const adCatalogueQuerySchema = z.object({
  vertical: vehicleVerticalSchema,
  brandSlug: slug.optional(),
  modelSlug: slug.optional(),
});
export type AdCatalogueQuery = z.input<typeof adCatalogueQuerySchema>;

export const adCatalogueOptionsSchema = z.object({
  options: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type AdCatalogueOptions = z.infer<typeof adCatalogueOptionsSchema>;
