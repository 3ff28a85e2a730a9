import { accountFailureSchema } from '@cvb/contracts';

/** Response schemas of an account call's refusals, for the API docs. */
export const ACCOUNT_FAILURES = {
  400: accountFailureSchema,
  401: accountFailureSchema,
  403: accountFailureSchema,
  429: accountFailureSchema,
} as const;
