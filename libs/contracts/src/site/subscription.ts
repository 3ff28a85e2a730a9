import { z } from 'zod';

/**
 * Footer newsletter (docs/domain.md#header-and-footer). The email rule and its exact messages (docs/domain.md#field-rules) are checked by
 * the API with @cvb/validation's subscriptionEmailRule, so this schema only fixes the shape.
 */
export const subscriptionRequestSchema = z.object({
  email: z.string().max(254).optional(),
  category: z.literal('subscription'),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
