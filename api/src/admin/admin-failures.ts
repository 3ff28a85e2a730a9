import { accountFailureSchema, errorResponseSchema } from '@cvb/contracts';

/** Refusals of an editor route: 400/404 from the error handler, 401/403 from requireRole. */
export const ADMIN_FAILURES = {
  400: errorResponseSchema,
  401: accountFailureSchema,
  403: accountFailureSchema,
  404: errorResponseSchema,
} as const;
