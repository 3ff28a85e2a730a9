import { z } from 'zod';

/** docs/domain.md#account-messages: account calls answer an error flag, a message and data (null on failure). */
export function accountAnswerSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ error: z.boolean(), message: z.string(), data: data.nullable() });
}

export const accountFailureSchema = accountAnswerSchema(z.null());
export type AccountFailure = z.infer<typeof accountFailureSchema>;
