import { Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more than the bytes it saves. */
export const MIN_COMPRESSED_BYTES = 1024;
/** HTML and JSON: the page itself and the API's answers passed through /api. */
const COMPRESSIBLE_TYPE =
  /^(text\/html|text\/plain|application\/json|application\/problem\+json|application\/xml)/;
/** Fast settings for on-the-fly work (built assets are compressed at their best at build time). */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

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

function compressBytes(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body, { level: GZIP_LEVEL });
}

function compressStream(body: Readable, encoding: Encoding): Readable {
  const encoder =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : createGzip({ level: GZIP_LEVEL });
  body.on('error', (error) => encoder.destroy(error));
  return body.pipe(encoder);
}

function compressible(reply: FastifyReply): boolean {
  if (reply.getHeader('content-encoding')) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE_TYPE.test(type)) return false;
  const length = Number(reply.getHeader('content-length') ?? Number.NaN);
  return Number.isNaN(length) || length >= MIN_COMPRESSED_BYTES;
}

/** The payload to send instead: compressed when the browser takes it and it pays, unchanged otherwise. */
export function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
  if (!compressible(reply)) return payload;
  reply.header('vary', appendVary(reply.getHeader('vary')));
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    if (bytes.length < MIN_COMPRESSED_BYTES) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressBytes(bytes, encoding);
  }
  if (payload instanceof Readable) {
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressStream(payload, encoding);
  }
  return payload;
}

function appendVary(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return values.some((v) => v.toLowerCase() === 'accept-encoding')
    ? values.join(', ')
    : [...values, 'Accept-Encoding'].join(', ');
}

/** Compresses HTML pages, sitemaps, robots.txt and the JSON the /api proxy passes on (brotli or gzip by Accept-Encoding). */
export function registerAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => compressAnswer(request, reply, payload));
}
