import { z, type ZodTypeAny } from 'zod';
import { LOCALE_CODES } from '../verticals';

/**
 * A refused desk write (400): `message` is in the editor's language (`?locale=`), prefixed by nothing; `field` is
 * the path of the field it is about (`variants.0.price`, `slug`), `missing` what a publish lacks (`variants`,
 * `prices`, `texts.en.description`).
 */
export const deskFailureSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  missing: z.array(z.string()).optional(),
});
export type DeskFailure = z.infer<typeof deskFailureSchema>;

/**
 * 409 on a save or publish based on an older version: who saved the newer one and when, and the newer state
 * itself, so the form can show it beside what the editor typed (which the form keeps).
 */
export function deskConflictSchema<T extends ZodTypeAny>(current: T) {
  return z.object({
    message: z.string(),
    /** The name of the editor who saved the newer version. */
    changedBy: z.string(),
    /** ISO timestamp of that save. */
    changedAt: z.string(),
    current,
  });
}
export interface DeskConflict<T> {
  message: string;
  changedBy: string;
  changedAt: string;
  current: T;
}

/** `?locale=` of every desk call: the language of its messages (English by default). */
export const deskLocaleQuerySchema = z.object({
  locale: z.enum(LOCALE_CODES).default('en'),
});
export type DeskLocaleQuery = z.input<typeof deskLocaleQuerySchema>;
