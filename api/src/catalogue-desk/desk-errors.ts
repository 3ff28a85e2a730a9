import type { DeskConflict, DeskFailure } from '@cvb/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { describeValidation } from '../http/error-handler';

/** A refused desk write: 400 naming `field` (its message already in the editor's language). */
export class DeskInputError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly field: string | undefined,
    message: string,
    readonly missing?: string[],
  ) {
    super(field ? `${field}: ${message}` : message);
  }
}

/** A write based on an older version: 409 with who saved the newer one, when, and what it is now. */
export class DeskConflictError<T> extends Error {
  readonly statusCode = 409;
  constructor(readonly body: DeskConflict<T>) {
    super(body.message);
  }
}

/** A desk call about something that does not exist. */
export class DeskNotFoundError extends Error {
  readonly statusCode = 404;
}

function failure(statusCode: number, error: string, message: string): DeskFailure {
  return { statusCode, error, message };
}

/**
 * The desk's answers to refusals: 400 `DeskFailure` with `field` (the first field of a validation failure, or the
 * rule's), 409 `DeskConflict`, 404; anything else goes on to the app's handler.
 */
export function answerDeskFailures(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DeskInputError | DeskConflictError<unknown>, request, reply) => {
    if (error instanceof DeskConflictError) return reply.code(409).send(error.body);
    if (error instanceof DeskInputError) {
      return reply.code(400).send({
        ...failure(400, 'Bad Request', error.message),
        ...(error.field ? { field: error.field } : {}),
        ...(error.missing ? { missing: error.missing } : {}),
      });
    }
    if (error instanceof DeskNotFoundError)
      return reply.code(404).send(failure(404, 'Not Found', error.message));
    if ('validation' in error && error.validation) {
      const first = error.validation[0]?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      return reply.code(400).send({
        ...failure(400, 'Bad Request', describeValidation(error.validation)),
        ...(first ? { field: first } : {}),
      });
    }
    throw error;
  });
}
