import { z } from 'zod';
import { MODERATION_STATUSES } from '../admin/moderation-constants';
import { adInsuranceTypeSchema, adOwnerSchema } from '../ads/ad-options';
import { usedAdCardSchema } from './used-list';

/**
 * The seller's dashboard (signed in; every call answers 401 when not, 404 for another seller's ad or a removed one):
 * - GET used-market/my-ads → UsedMyAds: every ad of the seller but removed ones, newest first, with views,
 *   contacts (numbers revealed), moderation and expiry.
 * - PATCH used-market/my-ads/:id, body UsedAdEdit (only the fields to change) → UsedMyAd; 400 names the field;
 *   409 for a sold ad (sold is final). An edit of a live ad goes through moderation holds as a new ad does.
 * - POST used-market/my-ads/:id/renew → UsedMyAd: active again for USED_AD_LIFETIME_DAYS from now (also an
 *   expired ad); 409 for a sold ad.
 * - POST used-market/my-ads/:id/sold → UsedMyAd: status sold, it leaves the lists at once; its page stays.
 * - DELETE used-market/my-ads/:id → 204: removed, gone from lists and pages (404 from then on).
 */
export const usedMyAdSchema = usedAdCardSchema.extend({
  moderation: z.enum(MODERATION_STATUSES),
  views: z.number().int(),
  contacts: z.number().int(),
  expiresAt: z.string(),
  soldAt: z.string().nullable(),
  description: z.string(),
  colour: z.string(),
  insuranceType: adInsuranceTypeSchema,
});
export type UsedMyAd = z.infer<typeof usedMyAdSchema>;

export const usedMyAdsSchema = z.object({ ads: z.array(usedMyAdSchema) });
export type UsedMyAds = z.infer<typeof usedMyAdsSchema>;

const line = (field: string, max: number) =>
  z
    .string(`${field} must be text`)
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .regex(/^[^<>]*$/, `${field} must not contain < or >`);

export const usedAdEditSchema = z
  .object({
    price: z
      .number('price must be a number')
      .int('price must be a whole number of rupees')
      .min(1000, 'price must be at least 1000')
      .max(100_000_000_000, 'price is too large'),
    kmsDriven: z
      .number('kmsDriven must be a number')
      .int('kmsDriven must be a whole number')
      .min(0, 'kmsDriven cannot be negative')
      .max(5_000_000, 'kmsDriven is too large'),
    owner: adOwnerSchema,
    colour: z
      .string()
      .trim()
      .max(40, 'colour must be at most 40 characters')
      .regex(/^[^<>]*$/, 'colour must not contain < or >'),
    city: line('city', 80),
    state: line('state', 80),
    insuranceType: adInsuranceTypeSchema,
    description: z.string().trim().max(2000, 'description must be at most 2000 characters'),
  })
  .partial()
  .strict();
export type UsedAdEdit = z.infer<typeof usedAdEditSchema>;
