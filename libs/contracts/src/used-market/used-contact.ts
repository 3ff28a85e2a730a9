import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';

/**
 * POST used-market/ads/:id/contact — a buyer asks for the seller's number (docs/domain.md#used-marketplace).
 * Body: the buyer's name and mobile (docs/domain.md#field-rules, exact messages), the verificationToken of a
 * confirmed 'verify' code (general/send-otp + general/confirm-otp) unless this browser already confirmed that
 * mobile or the signed-in user owns it, and locale for the messages.
 * - 200 UsedContactRevealed: the seller's name and number; the seller gets an SMS with the buyer's name and number.
 *   Asking again for the same ad the same day answers the number again without counting or texting twice.
 * - 400 a field's message; 404 "No such ad"; 409 UsedContactNeedsOtp (confirm a code, then post again with the
 *   token); 410 the ad is sold or expired (message says which); 429 more than USED_REVEALS_PER_DAY different ads
 *   today for this mobile (message in locale, Retry-After in seconds until midnight IST).
 */
export const usedContactRequestSchema = z.object({
  name: z.string().max(100),
  mobile: z.string().max(20),
  verificationToken: z.string().max(200).optional(),
  locale: localeCodeSchema.default('en'),
});
export type UsedContactRequest = z.input<typeof usedContactRequestSchema>;

export const usedContactRevealedSchema = z.object({
  sellerName: z.string(),
  sellerMobile: z.string(),
  /** How many more different ads this buyer may reveal today. */
  revealsLeftToday: z.number().int(),
});
export type UsedContactRevealed = z.infer<typeof usedContactRevealedSchema>;

export const usedContactNeedsOtpSchema = z.object({
  needsOtp: z.literal(true),
  message: z.string(),
});
export type UsedContactNeedsOtp = z.infer<typeof usedContactNeedsOtpSchema>;
