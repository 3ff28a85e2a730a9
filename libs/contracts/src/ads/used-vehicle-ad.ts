import { z } from 'zod';
import { vehicleVerticalSchema } from '../vertical-schemas';
import { MODERATION_STATUSES } from '../admin/moderation-constants';
import { adInsuranceTypeSchema, adOwnerSchema, adStatusSchema } from './ad-options';
import { AD_MIN_YEAR, adMaxYear } from './ad-constants';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
/** A one-line value (city, RTO, colour…): no markup, which has no place in a name. */
const line = (max: number) => text(max).regex(/^[^<>]*$/, 'must not contain < or >');
const required = (max: number) => line(max).min(1, 'is required');

/**
 * The `ad` part of POST used-vehicle-ads (docs/domain.md#used-vehicle-ads). Name, email and mobile are checked by the API with the
 * field rules of @cvb/validation (docs/domain.md#field-rules, exact messages), so here they only have a shape.
 */
const catalogueSlug = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(120, 'must be at most 120 characters')
  .regex(/^[a-z0-9-]+$/, 'must be a catalogue slug');

export const usedVehicleAdInputSchema = z.object({
  vertical: vehicleVerticalSchema,
  brand: required(80),
  model: required(120),
  variant: line(120).default(''),
  /**
   * The catalogue brand, model and variant the seller picked (the API checks they exist in the vertical and
   * takes their names); left out when the seller chose "Other" and typed brand, model and variant.
   */
  brandSlug: catalogueSlug.optional(),
  modelSlug: catalogueSlug.optional(),
  variantSlug: catalogueSlug.optional(),
  year: z
    .number()
    .int()
    .min(AD_MIN_YEAR, `must be ${AD_MIN_YEAR} or later`)
    .refine((year) => year <= adMaxYear(), 'cannot be in the future'),
  colour: line(40).default(''),
  kmsDriven: z.number().int().min(0, 'cannot be negative').max(5_000_000, 'is too large'),
  owner: adOwnerSchema,
  rto: required(40),
  city: required(80),
  state: required(80),
  insuranceType: adInsuranceTypeSchema,
  price: z.number().int().min(1000, 'must be at least 1000').max(100_000_000_000, 'is too large'),
  vehicleNumber: required(20),
  description: text(2000).default(''),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
});
export type UsedVehicleAdInput = z.input<typeof usedVehicleAdInputSchema>;

export const usedVehicleAdImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UsedVehicleAdImage = z.infer<typeof usedVehicleAdImageSchema>;

/** An ad as the public sees it: the seller's email and mobile are not shown in lists. */
export const usedVehicleAdSummarySchema = z.object({
  id: z.number().int(),
  vertical: vehicleVerticalSchema,
  brand: z.string(),
  model: z.string(),
  variant: z.string(),
  year: z.number().int(),
  colour: z.string(),
  kmsDriven: z.number().int(),
  owner: adOwnerSchema,
  rto: z.string(),
  city: z.string(),
  state: z.string(),
  insuranceType: adInsuranceTypeSchema,
  price: z.number(),
  status: adStatusSchema,
  createdAt: z.string(),
  images: z.array(usedVehicleAdImageSchema),
});
export type UsedVehicleAdSummary = z.infer<typeof usedVehicleAdSummarySchema>;

/** One ad with its description and the seller's contact. */
export const usedVehicleAdSchema = usedVehicleAdSummarySchema.extend({
  /** The seller's own view: held = waiting for a check, not public yet (absent on older answers). */
  moderation: z.enum(MODERATION_STATUSES).optional(),
  vehicleNumber: z.string(),
  description: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
});
export type UsedVehicleAd = z.infer<typeof usedVehicleAdSchema>;

/** One ad as anyone may read it: the seller's mobile and email are never in a public answer. */
export const publicUsedVehicleAdSchema = usedVehicleAdSchema.omit({ email: true, mobile: true });
export type PublicUsedVehicleAd = z.infer<typeof publicUsedVehicleAdSchema>;

const optionalFilter = z.string().trim().min(1).max(80).optional();

export const usedVehicleAdListQuerySchema = z.object({
  vertical: vehicleVerticalSchema.optional(),
  brand: optionalFilter,
  /** Ads of a catalogue brand or model (as picked on the sell form), by slug. */
  brandSlug: catalogueSlug.optional(),
  modelSlug: catalogueSlug.optional(),
  city: optionalFilter,
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  _start: z.coerce.number().int().min(0).default(0),
  _limit: z.coerce.number().int().min(1).max(100, '_limit must be 100 or less').default(12),
});
export type UsedVehicleAdListQuery = z.input<typeof usedVehicleAdListQuerySchema>;

export const usedVehicleAdListResponseSchema = z.object({
  ads: z.array(usedVehicleAdSummarySchema),
  total: z.number().int(),
});
export type UsedVehicleAdListResponse = z.infer<typeof usedVehicleAdListResponseSchema>;

export const createdUsedVehicleAdSchema = z.object({ ad: usedVehicleAdSchema });
export type CreatedUsedVehicleAd = z.infer<typeof createdUsedVehicleAdSchema>;
