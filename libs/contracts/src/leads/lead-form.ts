import { bodyIdSchema } from '../ids';
import { z } from 'zod';
import { vehicleVerticalSchema } from '../vertical-schemas';
import { LEAD_KINDS, LEAD_TIMELINES } from './lead-kinds';

/**
 * The lead fields (docs/domain.md#leads: name, mobile, email, pincode, city, state). Their rules (docs/domain.md#field-rules) are checked by
 * the API with @cvb/validation so the answer carries the exact message; the schema fixes the shape only.
 */
const leadFields = {
  name: z.string().max(100).optional(),
  mobile: z.string().max(20).optional(),
  email: z.string().max(254).optional(),
  pincode: z.string().max(10).optional(),
  /** City slug or name as the city picker gives it. */
  city: z.string().max(100).optional(),
  state: z.string().max(100).optional(),
};

/** Chosen by the page once per filled form (e.g. crypto.randomUUID()), so a double click stores one lead. */
export const leadIdempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[\w.:-]+$/, 'letters, digits, dot, colon, underscore or hyphen only');

/** POST general/lead-form. */
export const leadFormRequestSchema = z.object({
  kind: z.enum(LEAD_KINDS).exclude(['import']),
  ...leadFields,
  vertical: vehicleVerticalSchema.optional(),
  brandSlug: z.string().max(120).optional(),
  modelSlug: z.string().max(160).optional(),
  variantSlug: z.string().max(200).optional(),
  dealerId: bodyIdSchema.optional(),
  timeline: z.enum(LEAD_TIMELINES).optional(),
  /** Locale-free path of the page the form is on: /trucks/tata-motors/ace-gold. */
  source: z.string().min(1).max(300).regex(/^\//, 'must be a site path starting with /'),
  idempotencyKey: leadIdempotencyKeySchema,
  /** From general/confirm-otp (purpose 'verify') when the API answered needsOtp. */
  verificationToken: z.string().max(200).optional(),
});
export type LeadFormRequest = z.infer<typeof leadFormRequestSchema>;

/** POST v4/sendPartLeadMontra (docs/domain.md#leads): the partner form of Montra Electric. */
export const montraLeadRequestSchema = z.object({
  ...leadFields,
  idempotencyKey: leadIdempotencyKeySchema.optional(),
  verificationToken: z.string().max(200).optional(),
  source: z.string().min(1).max(300).regex(/^\//, 'must be a site path starting with /').optional(),
});
export type MontraLeadRequest = z.infer<typeof montraLeadRequestSchema>;

export const storedLeadSchema = z.object({ id: z.number().int(), kind: z.enum(LEAD_KINDS) });
export type StoredLead = z.infer<typeof storedLeadSchema>;

/** 201 for a new lead, 200 for a repeat of the same idempotencyKey (the first lead). */
export const leadStoredResponseSchema = z.object({
  error: z.literal(false),
  message: z.string(),
  data: storedLeadSchema,
});
export type LeadStoredResponse = z.infer<typeof leadStoredResponseSchema>;

/** 409: the mobile is not verified yet; send and confirm a 'verify' code, then submit again with the token. */
export const leadNeedsOtpResponseSchema = z.object({
  error: z.literal(true),
  needsOtp: z.literal(true),
  message: z.string(),
  data: z.null(),
});
export type LeadNeedsOtpResponse = z.infer<typeof leadNeedsOtpResponseSchema>;

/** 400 (bad field: the docs/domain.md#field-rules message) or 409 (idempotencyKey reused for another mobile). */
export const leadFailureResponseSchema = z.object({
  error: z.literal(true),
  message: z.string(),
  data: z.null(),
});
export type LeadFailureResponse = z.infer<typeof leadFailureResponseSchema>;
