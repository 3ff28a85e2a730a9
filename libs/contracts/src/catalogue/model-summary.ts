import { z } from 'zod';
import { vehicleVerticalSchema } from '../vertical-schemas';
import { modelStatusSchema } from './constants';

/** One model in lists (filter page, similar, recently viewed, content `truck-models`). Prices in rupees. */
export const modelSummarySchema = z.object({
  id: z.number().int(),
  vertical: vehicleVerticalSchema,
  slug: z.string(),
  name: z.string(),
  brandSlug: z.string(),
  brandName: z.string(),
  bodyType: z.string(),
  fuelType: z.string(),
  transmission: z.string().nullable(),
  wheels: z.number().int().nullable(),
  gvwKg: z.number().int().nullable(),
  payloadKg: z.number().int().nullable(),
  powerHp: z.number().int().nullable(),
  seats: z.number().int().nullable(),
  /** Specs only some verticals have (`ptoHp`, `drive`, `operatingWeightKg`…), for the cards' key facts. */
  extraSpecs: z.record(z.string(), z.union([z.number(), z.string()])),
  /**
   * Card specs whose variants differ, with every value the model is sold with, its own first (a 2WD tractor also
   * sold as 4WD: `{ drive: ['2wd', '4wd'] }`), so a card found through a variant's value shows that value too.
   */
  offeredSpecs: z.record(z.string(), z.array(z.union([z.number(), z.string()]))).optional(),
  /** Ex-showroom range; null = "price coming soon" (or not on sale). */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  expectedPrice: z.number().nullable(),
  expectedLaunch: z.string().nullable(),
  status: modelStatusSchema,
  isPopular: z.boolean(),
  isLatest: z.boolean(),
  popularity: z.number().int(),
  angleImage: z.string(),
  variantCount: z.number().int(),
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;
