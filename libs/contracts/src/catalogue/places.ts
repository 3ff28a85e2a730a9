import { z } from 'zod';
import { DEALER_KINDS } from './dealer-kinds';

export const citySchema = z.object({ slug: z.string(), name: z.string(), state: z.string() });
export type City = z.infer<typeof citySchema>;
/**
 * The city prices, dealers and the city picker use until a visitor chooses one: its slug and English name
 * (the API's default on-road city and the browser store's first city).
 */
export const DEFAULT_CITY: Readonly<Pick<City, 'slug' | 'name'>> = { slug: 'new-delhi', name: 'New Delhi' };
export const citiesResponseSchema = z.object({ data: z.object({ cities: z.array(citySchema) }) });

const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be lower-case letters, digits and hyphens');

export const dealerQuerySchema = z.object({
  brandSlug: slug,
  citySlug: slug.optional(),
  kind: z.enum(DEALER_KINDS).optional(),
});
export const dealerSchema = z.object({
  id: z.number().int(),
  brandSlug: z.string(),
  brandName: z.string(),
  kind: z.enum(DEALER_KINDS),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  citySlug: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
});
export type Dealer = z.infer<typeof dealerSchema>;
export const dealerListSchema = z.object({ items: z.array(dealerSchema), total: z.number().int() });
