import { z } from 'zod';
import { DEALER_KINDS } from './dealer-kinds';

export const citySchema = z.object({ slug: z.string(), name: z.string(), state: z.string() });
export type City = z.infer<typeof citySchema>;
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
