import { z } from 'zod';

/** The largest id a row can have: ids are PostgreSQL `serial` columns (32-bit). */
export const ROW_ID_MAX = 2_147_483_647;
export const ROW_ID_MESSAGE = 'must be a whole number from 1 to 2147483647';

/** An id in a JSON body. */
export const bodyIdSchema = z
  .number(ROW_ID_MESSAGE)
  .int(ROW_ID_MESSAGE)
  .min(1, ROW_ID_MESSAGE)
  .max(ROW_ID_MAX, ROW_ID_MESSAGE);

/**
 * An id in a path or query string: decimal digits only, so "0x10", " 1", "1e1" and "+1" are refused rather than
 * read as 16, 1 and 10, and never past the column's range (which the database would answer with an error).
 */
export const pathIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, ROW_ID_MESSAGE)
  .pipe(z.coerce.number<string>().int().min(1, ROW_ID_MESSAGE).max(ROW_ID_MAX, ROW_ID_MESSAGE));

/** `/…/:id` of any row. */
export const idParamsSchema = z.object({ id: pathIdSchema });
