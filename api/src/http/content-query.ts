import type { ContentQuery } from '@cvb/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';

export const DEFAULT_LIMIT = 100;

export type SortDirection = 'ASC' | 'DESC';
export interface Sort<Field extends string> {
  field: Field;
  direction: SortDirection;
}

/**
 * Adds to a list query schema the rule that `_sort` names one of `fields`,
 * so an unknown sort field is a 400 that names `_sort`, never a database error.
 */
export function withSortFields<Schema extends z.ZodObject<{ _sort: z.ZodOptional<z.ZodString> }>>(
  schema: Schema,
  fields: readonly string[],
): Schema {
  return schema.superRefine((query, ctx) => {
    const sort = (query as ContentQuery)._sort;
    if (sort === undefined) return;
    const field = sort.split(':')[0];
    if (!fields.includes(field)) {
      ctx.addIssue({
        code: 'custom',
        path: ['_sort'],
        message: `_sort field must be one of: ${fields.join(', ')}`,
      });
    }
  });
}

/** `field:ASC|DESC` → a sort; the field must already have been checked by `withSortFields`. */
export function parseSort<Field extends string>(
  sort: string | undefined,
  fallback: Sort<Field>,
): Sort<Field> {
  if (!sort) return fallback;
  const [field, direction = 'ASC'] = sort.split(':');
  return { field: field as Field, direction: direction.toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
}

/** ORDER BY expression with nulls last, so sorting by price keeps brands without a price at the end. */
export function orderExpression(column: AnyColumn | SQL, direction: SortDirection): SQL {
  return direction === 'DESC' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
}

/** `_limit` (-1 = all, default 100) and `_start` as SQL limit/offset; limit undefined means no limit. */
export function pageOf(query: ContentQuery): { limit: number | undefined; offset: number } {
  const limit = query._limit ?? DEFAULT_LIMIT;
  return { limit: limit === -1 ? undefined : limit, offset: query._start ?? 0 };
}
