import { findUnsafeText, type TextProblem } from '@cvb/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A 400 shaped like a schema failure, so every route's error handler answers it in its own format. */
class UnsafeTextError extends Error {
  readonly statusCode = 400;
  readonly validation: { instancePath: string; message: string }[];

  constructor(problem: TextProblem) {
    super(`${problem.field}: ${problem.message}`);
    this.validation = [{ instancePath: `/${problem.field.replace(/\./g, '/')}`, message: problem.message }];
  }
}

export function unsafeTextOf(request: FastifyRequest): TextProblem | null {
  return findUnsafeText(request.params) ?? findUnsafeText(request.query) ?? findUnsafeText(request.body);
}

/**
 * Before any route's schema runs: control characters (U+0000 and friends) anywhere, or a text longer than its
 * field's maximum (@cvb/validation's TEXT_LIMITS), answer 400 naming the field. Multipart routes check their
 * JSON part themselves with `findUnsafeText`.
 */
export function registerUnsafeTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = unsafeTextOf(request);
    if (problem) throw new UnsafeTextError(problem);
  });
}
