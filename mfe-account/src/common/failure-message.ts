import { isAxiosError } from 'axios';
import { z } from 'zod';

const messageSchema = z.object({ message: z.string() });

/** The API's own message of a refused call (400, 401, 403, 409…), or null when the call never got an answer. */
export function failureMessage(error: unknown): string | null {
  if (!isAxiosError(error) || !error.response) return null;
  const parsed = messageSchema.safeParse(error.response.data);
  return parsed.success ? parsed.data.message : null;
}
