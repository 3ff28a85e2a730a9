import type { FastifyError, FastifyInstance } from 'fastify';
import { describeValidation } from '../http/error-handler';
import { LeadError } from './lead-error';

/** Failures of the lead calls as { error: true, message, data: null }, with needsOtp: true when that is why. */
export function answerLeadFailures(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | LeadError, request, reply) => {
    reply.header('cache-control', 'no-store');
    if ('validation' in error && error.validation) {
      return reply.code(400).send({ error: true, message: describeValidation(error.validation), data: null });
    }
    if (error instanceof LeadError) {
      const extra = error.needsOtp ? { needsOtp: true } : {};
      return reply.code(error.statusCode).send({ error: true, ...extra, message: error.message, data: null });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ error: true, message: error.message, data: null });
    }
    request.log.error({ err: error }, 'lead request failed');
    return reply.code(500).send({ error: true, message: 'Something went wrong on our side', data: null });
  });
}
