import { MESSAGES } from './messages';

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
  return null;
};

export const emailRule: Rule = (value) => {
  const email = value.trim();
  if (email === '') return MESSAGES.emailRequired;
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) ? null : MESSAGES.emailInvalid;
};

/** The footer subscription form: the same required message, its own pattern message. */
export const subscriptionEmailRule: Rule = (value) => {
  const email = value.trim();
  if (email === '') return MESSAGES.emailRequired;
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) ? null : MESSAGES.subscriptionEmailInvalid;
};

export const passwordRule: Rule = (value) => (value.length >= 6 ? null : MESSAGES.passwordTooShort);

/** SPEC §5's numeric input pattern: optional minus, digits and a decimal point. */
export const NUMERIC_INPUT = /^-?\d*\.?\d*$/;
