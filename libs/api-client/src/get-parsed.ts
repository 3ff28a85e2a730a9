import { apiCallKey, type ApiCall } from '@cvb/contracts';
import type { z } from 'zod';
import { plainQuery, settledPromise, takeFirstData } from './first-data';
import { getHttp } from './http';

/**
 * GETs `path` and validates the answer against `schema`, so a page never renders a malformed reply. The page's
 * first view reads the answer the server inlined for exactly this call (path and query), once, if there is one.
 */
export function getParsed<T>(
  path: string,
  schema: z.ZodType<T>,
  params?: object,
  signal?: AbortSignal,
): Promise<T> {
  const query = plainQuery(params);
  const inlined = query ? takeFirstData(apiCallKey(path, query)) : undefined;
  if (inlined) {
    const parsed = schema.safeParse(inlined.data);
    if (parsed.success) return settledPromise(parsed.data);
  }
  return getHttp()
    .get<unknown>(path, { params, signal })
    .then((response) => schema.parse(response.data));
}

/** `getParsed` of a call built by `@cvb/contracts` (`modelDetailCall`, `storyDetailCall`…). */
export function getCall<T>(call: ApiCall, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  return getParsed(call.path, schema, call.query, signal);
}
