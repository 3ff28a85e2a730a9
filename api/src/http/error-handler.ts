import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorResponse } from '@cvb/contracts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: { errors?: unknown };
}

interface ZodIssueLike {
  path: PropertyKey[];
  message: string;
}

/**
 * A body that fits no shape of a union (change-password's two modes) is described by the shape it came
 * closest to (fewest problems), so the answer names a field instead of a bare "Invalid input".
 */
function closestUnionBranch(issue: ValidationIssue): ValidationIssue[] | null {
  const branches = issue.params?.errors;
  if (issue.keyword !== 'invalid_union' || !Array.isArray(branches) || branches.length === 0) return null;
  const closest = (branches as ZodIssueLike[][]).reduce((best, branch) =>
    branch.length > 0 && (best.length === 0 || branch.length < best.length) ? branch : best,
  );
  if (closest.length === 0) return null;
  const prefix = issue.instancePath === '/' ? '' : (issue.instancePath ?? '');
  return closest.map((inner) => ({
    instancePath: `${prefix}/${inner.path.map(String).join('/')}`,
    message: inner.message,
  }));
}

/** `"_limit: _limit must be 500 or less"`: each problem prefixed by the field it is about. */
export function describeValidation(issues: readonly ValidationIssue[]): string {
  return issues
    .flatMap((issue) => closestUnionBranch(issue) ?? [issue])
    .map((issue) => {
      const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
      return field ? `${field}: ${issue.message ?? 'is invalid'}` : (issue.message ?? 'invalid request');
    })
    .join('; ');
}

function httpError(statusCode: number, error: string, message: string): ErrorResponse {
  return { statusCode, error, message };
}

/** Bad input → 400 naming the field; unknown route → 404; anything else unexpected → logged 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send(httpError(400, 'Bad Request', describeValidation(error.validation)));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send(httpError(statusCode, errorTitle(statusCode), error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(httpError(500, 'Internal Server Error', 'Something went wrong on our side'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(httpError(404, 'Not Found', `Route ${request.method}:${request.url} not found`)),
  );
}

function errorTitle(statusCode: number): string {
  const titles: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
  };
  return titles[statusCode] ?? 'Bad Request';
}
