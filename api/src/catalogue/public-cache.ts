import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a browser or proxy may reuse a catalogue answer without asking again (seconds). */
export const CATALOGUE_MAX_AGE = 60;

/** Whether an If-None-Match header (`*`, or a list of strong or weak tags) names `etag`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * onSend hook for GET answers that are the same for every visitor (no session, no cookie): a 200 gets
 * `Cache-Control: public, max-age=60` and an ETag of its body, and a request that already holds that body
 * (If-None-Match) gets an empty 304 instead.
 */
export async function publicCatalogueCache(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const readsOnly = request.method === 'GET' || request.method === 'HEAD';
  if (!readsOnly || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('cache-control', `public, max-age=${CATALOGUE_MAX_AGE}`).header('etag', etag);
  if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  return '';
}
