import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { AnswerLru } from './answer-lru';
import { randomBytes } from 'node:crypto';
import { catalogueInvalidations, readThrough } from './engine/catalogue-cache';
import { CATALOGUE_MAX_AGE, etagMatches, publicCatalogueCache } from './public-cache';

/**
 * The serialized answers of `db`, kept beside the catalogue snapshot (`readThrough`), so `invalidateCatalogue(db)`
 * drops them together with the rows they were made from.
 */
export function cachedAnswersOf(db: Db): Promise<AnswerLru> {
  return readThrough(db, 'serialized-answers', async () => new AnswerLru());
}

/** This process's start, so a restarted instance never repeats a version it gave before. */
const PROCESS_MARK = randomBytes(4).toString('hex');

/**
 * The version of the public data of `db` as this instance serves it: it changes whenever the catalogue is
 * invalidated or the cached answers are dropped (a review changed), so anything built from the answers (the shell's
 * rendered views) can be kept under it. See docs/architecture.md (caching and invalidation).
 */
export async function dataVersionOf(db: Db): Promise<string> {
  const table = await cachedAnswersOf(db);
  return `${PROCESS_MARK}.${catalogueInvalidations(db)}.${table.generation}`;
}

/** A query string parsed as Fastify does: a string per name, an array of strings for a repeated name. */
function parsedQuery(url: string): Record<string, string | string[]> {
  const mark = url.indexOf('?');
  const query: Record<string, string | string[]> = {};
  if (mark < 0) return query;
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
    const earlier = query[name];
    query[name] = earlier === undefined ? value : [earlier, value].flat();
  }
  return query;
}

/**
 * The request's path and its query as Fastify parsed it (the values the handler would validate; parsed from
 * `url` when not given), with the parameters sorted by name, so `?b=2&a=1` and `?a=1&b=2` share an answer. The
 * values of a repeated name keep their order (it may matter to the answer). The locale and the city of these
 * calls are query parameters, so answers in two languages or for two cities never share a key.
 */
export function normalisedKey(url: string, query: unknown = parsedQuery(url)): string {
  const mark = url.indexOf('?');
  const pathname = mark < 0 ? url : url.slice(0, mark);
  if (typeof query !== 'object' || query === null) return pathname;
  const params = Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length ? `${pathname}?${JSON.stringify(params)}` : pathname;
}

/** What became of a request: answered from the cache, or missed (where and under which key its answer goes). */
type RequestState = 'served' | { table: AnswerLru; generation: number; key: string };
const stateOf = new WeakMap<FastifyRequest, RequestState>();

async function serveCached(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (request.method !== 'GET') return undefined;
  const table = await cachedAnswersOf(db);
  const key = normalisedKey(request.url, request.query);
  const answer = table.get(key);
  if (!answer) {
    stateOf.set(request, { table, generation: table.generation, key });
    return undefined;
  }
  stateOf.set(request, 'served');
  reply
    .header('cache-control', `public, max-age=${CATALOGUE_MAX_AGE}`)
    .header('etag', answer.etag)
    .type('application/json; charset=utf-8');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send('');
  return reply.send(answer.body);
}

async function tagAndRemember(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const state = stateOf.get(request);
  if (state === 'served') return payload;
  const sent = await publicCatalogueCache(request, reply, payload);
  if (!state || reply.statusCode !== 200 || typeof payload !== 'string') return sent;
  const etag = reply.getHeader('etag');
  if (state.table.generation === state.generation && typeof etag === 'string') {
    state.table.set(state.key, { body: payload, etag });
  }
  return sent;
}

/** The two hooks of the answer cache, for a plugin (`addHook`) or a single route's options. */
export interface AnswerCacheHooks {
  onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
}

/**
 * For GET routes that answer every visitor alike from the catalogue snapshot (everything an answer depends on is
 * in its URL): the serialized 200 answer and its ETag are kept per normalised URL in a bounded LRU and sent
 * again byte for byte, or as an empty 304 on a matching If-None-Match, without validation, handler or
 * serializer. A missed request is answered as before (`publicCatalogueCache`: a minute's public caching and an
 * ETag) and its answer stored. Dropped by `invalidateCatalogue(db)` and by `reviewStored`.
 */
export function answerCache(db: Db): AnswerCacheHooks {
  return {
    onRequest: (request, reply) => serveCached(db, request, reply),
    onSend: tagAndRemember,
  };
}
