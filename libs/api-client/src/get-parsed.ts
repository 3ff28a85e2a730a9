import type { z } from 'zod';
import { getHttp } from './http';

/** GETs `path` and validates the answer against `schema`, so a page never renders a malformed reply. */
export async function getParsed<T>(
  path: string,
  schema: z.ZodType<T>,
  params?: object,
  signal?: AbortSignal,
): Promise<T> {
  const response = await getHttp().get<unknown>(path, { params, signal });
  return schema.parse(response.data);
}
