import { z } from 'zod';
import { leadIdempotencyKeySchema } from '../leads/lead-form';

/** Contact-us form. Field rules (docs/domain.md#field-rules) are checked by the API with @cvb/validation; this fixes the shape. */
export const contactRequestSchema = z.object({
  name: z.string().max(100).optional(),
  mobile: z.string().max(20).optional(),
  email: z.string().max(254).optional(),
  subject: z.string().max(200).optional(),
  message: z.string().max(5000).optional(),
  /** Chosen by the page once per filled form: a repeat (a retry, a form kept offline and sent again) stores one message. */
  idempotencyKey: leadIdempotencyKeySchema.optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
