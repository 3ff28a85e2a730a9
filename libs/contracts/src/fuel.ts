import { z } from 'zod';

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD');

export const fuelIndexQuerySchema = z.object({ date: isoDateSchema.optional() });

export const cityFuelPriceSchema = z.object({
  state: z.string(),
  city: z.string(),
  citySlug: z.string(),
  petrol: z.number(),
  diesel: z.number(),
  /** Change against the previous day's price, in rupees per litre. */
  petrolChange: z.number(),
  dieselChange: z.number(),
  /** ₹ per kg; null where the city has no CNG. */
  cng: z.number().nullable(),
  cngChange: z.number(),
  /** Auto LPG, ₹ per litre; null where not sold. */
  lpg: z.number().nullable(),
  stateSlug: z.string(),
});
export type CityFuelPrice = z.infer<typeof cityFuelPriceSchema>;

export const fuelIndexResponseSchema = z.object({
  date: isoDateSchema,
  items: z.array(cityFuelPriceSchema),
});
export type FuelIndexResponse = z.infer<typeof fuelIndexResponseSchema>;
