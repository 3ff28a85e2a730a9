import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { readThrough } from './engine/catalogue-cache';
import { CATALOGUE_MAX_AGE, etagMatches } from './public-cache';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One serialized 200 answer, its ETag and, once asked for, its brotli and gzip encodings. */
interface CachedAnswer {
  body: string;
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}
/** The answers, and how often they were forgotten: an answer computed before a forget is not stored after it. */
interface AnswerTable {
  answers: Map<string, CachedAnswer>;
  generation: number;
}
type Encoding = 'br' | 'gzip';

/** Enough for every list and model page of the seed; the oldest answer goes first beyond it. */
export const MAX_CACHED_ANSWERS = 5000;
/** Below this, compressing costs more than the bytes it saves. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * The answers of `db`, kept beside the catalogue snapshot (`readThrough`), so `invalidateCatalogue(db)` drops
 * them together with the rows they were made from.
 */
function answersOf(db: Db): Promise<AnswerTable> {
  return readThrough(
    db,
    'serialized-answers',
    async (): Promise<AnswerTable> => ({ answers: new Map(), generation: 0 }),
  );
}

/** Forgets every cached answer of `db` (a visitor's review changes a model page's summary). */
export async function forgetCachedAnswers(db: Db): Promise<void> {
  const table = await answersOf(db);
  table.answers.clear();
  table.generation += 1;
}

/** The request's path with its query parameters sorted, so `?b=2&a=1` and `?a=1&b=2` share an answer. */
export function normalisedKey(url: string): string {
  const [pathname, query = ''] = url.split('?', 2);
  const params = [...new URLSearchParams(query)].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  );
  return params.length ? `${pathname}?${new URLSearchParams(params).toString()}` : pathname;
}

/** The encoding to send for an Accept-Encoding header: brotli first, then gzip; none when neither is accepted. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allowed = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

function encode(body: string, encoding: Encoding): Promise<Buffer> {
  const input = Buffer.from(body);
  return encoding === 'br'
    ? brotliAsync(input, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      })
    : gzipAsync(input, { level: 9 });
}

/** The body to send for `answer`: its encoding when the browser takes one and it pays, the text otherwise. */
async function bodyFor(
  answer: CachedAnswer,
  encoding: Encoding | null,
): Promise<{ body: string | Buffer; encoding: Encoding | null }> {
  if (!encoding || answer.body.length < MIN_COMPRESSED_BYTES) return { body: answer.body, encoding: null };
  const pending = (answer.encoded[encoding] ??= encode(answer.body, encoding));
  return { body: await pending, encoding };
}

/** Where a missed request's answer goes, and the table's generation when the request came in. */
const pendingOfRequest = new WeakMap<FastifyRequest, { table: AnswerTable; generation: number }>();

async function serveCached(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
): Promise<FastifyReply | undefined> {
  if (request.method !== 'GET') return undefined;
  const table = await answersOf(db);
  const answer = table.answers.get(normalisedKey(request.url));
  if (!answer) {
    pendingOfRequest.set(request, { table, generation: table.generation });
    return undefined;
  }
  reply
    .header('cache-control', `public, max-age=${CATALOGUE_MAX_AGE}`)
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send('');
  const { body, encoding } = await bodyFor(answer, preferredEncoding(request.headers['accept-encoding']));
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

function remember(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  const pending = pendingOfRequest.get(request);
  if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return;
  const { table, generation } = pending;
  if (table.generation !== generation) return;
  const oldest = table.answers.keys().next();
  if (table.answers.size >= MAX_CACHED_ANSWERS && !oldest.done) table.answers.delete(oldest.value);
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  table.answers.set(normalisedKey(request.url), { body: payload, etag, encoded: {} });
}

/**
 * For routes that answer every visitor alike from the catalogue snapshot: the serialized 200 answer is kept per
 * normalised URL and sent again (brotli or gzip when accepted, 304 on a matching If-None-Match) without running
 * validation, the handler or the serializer. Register after `publicCatalogueCache`.
 */
export function useAnswerCache(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => serveCached(request, reply, db));
  app.addHook('onSend', async (request, reply, payload) => {
    remember(request, reply, payload);
    return payload;
  });
}
