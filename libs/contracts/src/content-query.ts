import { z } from 'zod';
import { localeCodeSchema } from './vertical-schemas';

const sortSchema = z
  .string()
  .regex(
    /^[A-Za-z][A-Za-z0-9_]*(:(ASC|DESC|asc|desc))?$/,
    '_sort must look like "field" or "field:ASC|DESC"',
  );

/**
 * The query language of content-style list calls: `_sort`, `_limit` (-1 = all), `_start`, `_locale`.
 * Field filters (`field=value`, `field_ne=value`) are validated per entity by the route.
 */
export const contentQuerySchema = z.object({
  _sort: sortSchema.optional(),
  _limit: z.coerce
    .number()
    .int()
    .min(-1, '_limit must be -1 or more')
    .max(500, '_limit must be 500 or less')
    .optional(),
  _start: z.coerce.number().int().min(0, '_start must be 0 or more').optional(),
  _locale: localeCodeSchema.optional(),
});
export type ContentQuery = z.infer<typeof contentQuerySchema>;

export const countSchema = z.object({ count: z.number().int().min(0) });
export type CountResponse = z.infer<typeof countSchema>;
