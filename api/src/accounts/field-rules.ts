import type { Rule } from '@cvb/validation';
import { badRequest } from './account-error';

/** Runs the field rules (docs/domain.md#field-rules) of @cvb/validation (the client runs the same) in order; the first failure is a 400. */
export function checkFields(checks: ReadonlyArray<readonly [Rule, string]>): void {
  for (const [rule, value] of checks) {
    const message = rule(value);
    if (message) throw badRequest(message);
  }
}

/** Mobiles are kept as their digits; the username is that number (docs/domain.md#field-rules), which never has a leading zero. */
export const normalizeMobile = (mobile: string): string => mobile.trim();

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
