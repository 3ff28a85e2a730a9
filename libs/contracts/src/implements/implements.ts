import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';
import { IMPLEMENT_TYPES } from './implement-types';

/** GET tractors/implements */
export const implementListQuerySchema = z.object({
  type: z.enum(IMPLEMENT_TYPES, `type must be one of ${IMPLEMENT_TYPES.join(', ')}`).optional(),
  /** The tractor's engine power: implements it can pull. */
  hp: z.coerce
    .number()
    .int('hp must be a whole number')
    .min(10, 'hp must be 10 or more')
    .max(150, 'hp must be 150 or less')
    .optional(),
  brand: z.string().trim().max(60, 'brand must be 60 characters or less').optional(),
  locale: localeCodeSchema.default('en'),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
});
export type ImplementListQuery = z.input<typeof implementListQuerySchema>;

export const farmImplementSchema = z.object({
  slug: z.string(),
  name: z.string(),
  brandName: z.string(),
  type: z.enum(IMPLEMENT_TYPES),
  hpMin: z.number().int(),
  hpMax: z.number().int().nullable(),
  /** Ex-showroom rupees; null = price on request. */
  price: z.number().nullable(),
  workingWidthMm: z.number().int().nullable(),
  weightKg: z.number().int().nullable(),
  description: z.string(),
});
export type FarmImplement = z.infer<typeof farmImplementSchema>;

export const implementListSchema = z.object({
  items: z.array(farmImplementSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many implements of each type match the other filters (HP, brand). */
  typeCounts: z.array(z.object({ key: z.enum(IMPLEMENT_TYPES), count: z.number().int() })),
  /** How many implements of each brand match the other filters (HP, type), by brand name. */
  brandCounts: z.array(z.object({ key: z.string(), count: z.number().int() })),
});
export type ImplementList = z.infer<typeof implementListSchema>;
