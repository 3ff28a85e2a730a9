import { z } from 'zod';
import { AD_STATUSES } from '../ads';
import { MODERATION_STATUSES } from './moderation-constants';
import { vehicleVerticalSchema } from '../vertical-schemas';

/** GET users/me/reviews: the signed-in user's reviews, newest first. */
export const myReviewsResponseSchema = z.object({
  reviews: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      modelName: z.string(),
      brandName: z.string(),
      vertical: vehicleVerticalSchema,
      /** Site path of the model page, without locale prefix. */
      modelPath: z.string(),
      /** Mean of the ratings given, 1 to 5, one decimal. */
      rating: z.number(),
      createdAt: z.string(),
      /** Public (live), waiting for a check (held) or taken down by an editor. */
      moderation: z.enum(MODERATION_STATUSES).optional(),
      /** The editor's reason when the review was taken down. */
      moderationReason: z.string().nullable().optional(),
      /** The text and each rating given (null: not asked for this vehicle), for editing. */
      description: z.string().optional(),
      ratings: z.record(z.string(), z.number().nullable()).optional(),
    }),
  ),
});
export type MyReviewsResponse = z.infer<typeof myReviewsResponseSchema>;

/** GET users/me/ads: the signed-in user's used-vehicle ads, newest first. */
export const myAdsResponseSchema = z.object({
  ads: z.array(
    z.object({
      id: z.number().int(),
      vertical: vehicleVerticalSchema,
      brand: z.string(),
      model: z.string(),
      variant: z.string(),
      year: z.number().int(),
      city: z.string(),
      /** Asking price in rupees. */
      price: z.number(),
      status: z.enum(AD_STATUSES),
      createdAt: z.string(),
      moderation: z.enum(MODERATION_STATUSES).optional(),
      moderationReason: z.string().nullable().optional(),
    }),
  ),
});
export type MyAdsResponse = z.infer<typeof myAdsResponseSchema>;
