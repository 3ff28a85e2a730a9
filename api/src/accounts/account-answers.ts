import type { FastifyError, FastifyInstance } from 'fastify';
import { describeValidation } from '../http/error-handler';
import { AccountError } from './account-error';

export const answer = <Data>(message: string, data: Data) => ({ error: false, message, data });

/**
 * Failures of the account routes as { error: true, message, data: null } (docs/domain.md#account-messages): the exact rule message
 * for a bad field, the field name for a malformed body; unexpected errors are logged and answered 500.
 */
export function answerAccountFailures(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AccountError, request, reply) => {
    reply.header('cache-control', 'no-store');
    if ('validation' in error && error.validation) {
      return reply.code(400).send({ error: true, message: describeValidation(error.validation), data: null });
    }
    const statusCode = error.statusCode ?? 500;
    if (error instanceof AccountError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof AccountError || (statusCode >= 400 && statusCode < 500)) {
      return reply.code(statusCode).send({ error: true, message: error.message, data: null });
    }
    request.log.error({ err: error }, 'account request failed');
    return reply.code(500).send({ error: true, message: 'Something went wrong on our side', data: null });
  });
}
