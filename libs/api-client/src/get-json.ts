import { apiCallKey, type ApiCall } from '@cvb/contracts';
import { plainQuery, takeFirstData } from './first-data';
import { settledPromise } from './settled';
import { getHttp } from './http';

/**
 * GETs `path` and answers its JSON as `T`. The API checks every answer against the `@cvb/contracts` schema of its
 * route before it sends it, so the browser trusts its own API and carries no schema (nor zod) to check it again.
 * The page's first view reads the answer the server inlined for exactly this call (path and query), once, if there
 * is one, without calling the network.
 */
export function getJson<T>(path: string, params?: object, signal?: AbortSignal): Promise<T> {
  const query = plainQuery(params);
  const inlined = query ? takeFirstData(apiCallKey(path, query)) : undefined;
  // The server inlined this call's answer, which the API had checked like any other.
  if (inlined) return settledPromise(inlined.data as T);
  return getHttp()
    .get<T>(path, { params, signal })
    .then((response) => response.data);
}

/** `getJson` of a call built by `@cvb/contracts` (`modelDetailCall`, `storyDetailCall`…). */
export function getCall<T>(call: ApiCall, signal?: AbortSignal): Promise<T> {
  return getJson<T>(call.path, call.query, signal);
}
