import { z } from 'zod';
import { vehicleVerticalSchema } from './vertical-schemas';

export const vehicleBrandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  vertical: vehicleVerticalSchema,
  logo: z.string(),
  popularity: z.number().int(),
  modelCount: z.number().int(),
  /** Lowest and highest ex-showroom price of the brand's models on sale, in rupees; null when none. */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
});
export type VehicleBrand = z.infer<typeof vehicleBrandSchema>;

export const tyreBrandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
  popularity: z.number().int(),
  segments: z.array(z.string()),
  modelCount: z.number().int(),
});
export type TyreBrand = z.infer<typeof tyreBrandSchema>;
