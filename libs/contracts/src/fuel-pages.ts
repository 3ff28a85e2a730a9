import { z } from 'zod';
import { cityFuelPriceSchema, isoDateSchema } from './fuel';
import { calendarDateSchema } from './list-queries';

export const FUEL_KINDS = ['petrol', 'diesel', 'cng'] as const;
export const fuelKindSchema = z.enum(FUEL_KINDS);
export type FuelKind = z.infer<typeof fuelKindSchema>;

const placeSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug like "madhya-pradesh"')
  .max(80, 'must be 80 characters or less');

export const fuelStateSchema = z.object({ state: z.string(), stateSlug: z.string() });
export type FuelState = z.infer<typeof fuelStateSchema>;

/** v4/fuel-price-state-wise: every city of a state on a day, the state's reference (capital) first. */
export const fuelStateQuerySchema = z.object({
  state: placeSlugSchema,
  date: calendarDateSchema.optional(),
});
export const fuelStateResponseSchema = z.object({
  date: isoDateSchema,
  state: z.string(),
  stateSlug: z.string(),
  cities: z.array(cityFuelPriceSchema),
});
export type FuelStateResponse = z.infer<typeof fuelStateResponseSchema>;

/** v4/fuel-price-city-wise: one city on a day (state optional: city slugs are unique). */
export const fuelCityQuerySchema = z.object({
  state: placeSlugSchema.optional(),
  city: placeSlugSchema,
  date: calendarDateSchema.optional(),
});
export const fuelCityResponseSchema = z.object({ date: isoDateSchema, city: cityFuelPriceSchema });
export type FuelCityResponse = z.infer<typeof fuelCityResponseSchema>;

/** v4/petrol-price-day-wise, v4/diesel-price-day-wise, v4/cng-price-day-wise: a city's (or a state's reference city's) daily prices. */
export const fuelDayWiseQuerySchema = z
  .object({
    state: placeSlugSchema.optional(),
    city: placeSlugSchema.optional(),
    days: z.coerce.number().int().min(1, 'must be 1 to 365').max(365, 'must be 1 to 365').default(30),
    date: calendarDateSchema.optional(),
  })
  .refine((query) => query.state || query.city, { message: 'state or city is required', path: ['city'] });
export type FuelDayWiseQuery = z.input<typeof fuelDayWiseQuerySchema>;
export const fuelDayPriceSchema = z.object({ date: isoDateSchema, price: z.number(), change: z.number() });
export type FuelDayPrice = z.infer<typeof fuelDayPriceSchema>;
export const fuelDayWiseResponseSchema = z.object({
  fuel: fuelKindSchema,
  state: z.string(),
  stateSlug: z.string(),
  city: z.string(),
  citySlug: z.string(),
  /** Newest first. */
  days: z.array(fuelDayPriceSchema),
});
export type FuelDayWiseResponse = z.infer<typeof fuelDayWiseResponseSchema>;

/** v4/fuel-place/{slug}: what a /fuel-prices/{fuel}-price-in-{place} page is about. */
export const fuelPlaceResponseSchema = z.object({
  fuel: fuelKindSchema,
  kind: z.enum(['state', 'city']),
  state: z.string(),
  stateSlug: z.string(),
  city: z.string(),
  citySlug: z.string(),
});
export type FuelPlaceResponse = z.infer<typeof fuelPlaceResponseSchema>;

/** "petrol-price-in-delhi" → { fuel: 'petrol', place: 'delhi' }; undefined for any other shape. */
export function parseFuelPageSlug(slug: string): { fuel: FuelKind; place: string } | undefined {
  const match = /^(petrol|diesel|cng)-price-in-([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(slug);
  if (!match) return undefined;
  return { fuel: match[1] as FuelKind, place: match[2] };
}

export function fuelPageSlug(fuel: FuelKind, place: string): string {
  return `${fuel}-price-in-${place}`;
}
