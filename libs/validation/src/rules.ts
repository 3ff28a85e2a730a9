import { MESSAGES } from './messages';
import { TEXT_LIMITS } from './text-limits';
import { hasControlCharacters } from './text-safety';

/** A rule answers null when the value is fine, or the message to show. */
export type Rule = (value: string) => string | null;

export const mobileRule: Rule = (value) => {
  const digits = value.trim();
  if (digits === '') return MESSAGES.mobileRequired;
  if (!/^\d+$/.test(digits)) return MESSAGES.mobileInvalid;
  if (digits.length > 10) return MESSAGES.mobileTooLong;
  if (digits.length < 10) return MESSAGES.mobileTooShort;
  if (!/^[6-9]/.test(digits)) return MESSAGES.mobileInvalid;
  return null;
};

export const nameRule: Rule = (value) => {
  const name = value.trim();
  if (name === '') return MESSAGES.nameRequired;
  if (!/^[\p{L}\p{M} .]+$/u.test(name)) return MESSAGES.nameLettersOnly;
  if (name.length < 3) return MESSAGES.nameTooShort;
  if (name.length > TEXT_LIMITS.name) return MESSAGES.nameTooLong;
  return null;
};

/**
 * zod's email pattern (no quotes, no `<>`, a dotted domain with a 2+ letter top level), the one the API's `z.email()`
 * checks. Written here rather than imported: importing it from `zod/v4/core` brought zod's core (22 kB gzip) into
 * every vertical remote's first page. rules.test.ts checks it is still zod's.
 */
export const EMAIL_PATTERN = new RegExp(
  String.raw`^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`,
);

/** An email address the API accepts: zod's pattern and at most 254 characters. */
export const isEmailAddress = (email: string): boolean =>
  email.length <= TEXT_LIMITS.email && /\.[A-Za-z]{2,}$/.test(email) && EMAIL_PATTERN.test(email);

export const emailRule: Rule = (value) => {
  const email = value.trim();
  if (email === '') return MESSAGES.emailRequired;
  if (email.length > TEXT_LIMITS.email) return MESSAGES.emailTooLong;
  return isEmailAddress(email) ? null : MESSAGES.emailInvalid;
};

/** The footer subscription form: the same required message, its own pattern message. */
export const subscriptionEmailRule: Rule = (value) => {
  const email = value.trim();
  if (email === '') return MESSAGES.emailRequired;
  if (email.length > TEXT_LIMITS.email) return MESSAGES.emailTooLong;
  return isEmailAddress(email) ? null : MESSAGES.subscriptionEmailInvalid;
};

export const passwordRule: Rule = (value) => {
  if (value.length < 6) return MESSAGES.passwordTooShort;
  if (value.length > TEXT_LIMITS.password) return MESSAGES.passwordTooLong;
  return hasControlCharacters(value) ? `Password ${MESSAGES.controlCharacters}` : null;
};

/** The numeric input pattern of docs/domain.md#field-rules: optional minus, digits and a decimal point. */
export const NUMERIC_INPUT = /^-?\d*\.?\d*$/;
