import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './bad-request';

export const INVALID_UTF8_MESSAGE = 'must be valid UTF-8 text';

/** The dotted path of the first string (or key) holding U+FFFD, where the decoder put a byte it could not read. */
function fieldWithReplacement(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\uFFFD') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\uFFFD')) return childPath;
    const found = fieldWithReplacement(child, childPath);
    if (found) return found;
  }
  return null;
}

/**
 * JSON bodies are read as strict UTF-8: bytes that are not UTF-8 answer 400 naming the field they are in,
 * instead of being stored as U+FFFD. Parsing itself (prototype poisoning refused, empty body) is Fastify's own.
 */
export function registerStrictUtf8Json(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    const text = bytes.toString('utf8');
    parseJson(request, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (isUtf8(bytes)) return done(null, value);
      const field = fieldWithReplacement(value, '');
      done(
        new BadRequestError(field ? `${field}: ${INVALID_UTF8_MESSAGE}` : `body: ${INVALID_UTF8_MESSAGE}`),
        undefined,
      );
    });
  });
}
