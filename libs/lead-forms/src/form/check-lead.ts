import { emailRule, MESSAGES, mobileRule, nameRule, type Rule } from '@cvb/validation';
import { fieldsOf, OPTIONAL_FIELDS, type LeadField, type LeadFormKind } from './lead-kinds';
import type { LeadFieldErrors, LeadValues } from './lead-values';

/** The API's words for a bad pincode (docs/domain.md#field-rules has none); the client shows the same text. */
export const PINCODE_INVALID = 'Please enter a valid 6-digit pincode';

const pincodeRule: Rule = (value) => {
  const pincode = value.trim();
  if (pincode === '') return null;
  return /^[1-9]\d{5}$/.test(pincode) ? null : PINCODE_INVALID;
};

const cityRule: Rule = (value) => (value.trim() === '' ? MESSAGES.selectCity : null);

const RULES: Partial<Record<LeadField, Rule>> = {
  name: nameRule,
  mobile: mobileRule,
  email: emailRule,
  pincode: pincodeRule,
  city: cityRule,
};

export type LeadCheck = { ok: true } | { ok: false; formError: string | null; fieldErrors: LeadFieldErrors };

/**
 * The field rules (docs/domain.md#field-rules) on the fields of one form. A form whose required fields are all untouched gets the one
 * prompt 'Please fill all details' (the generic prompt of docs/domain.md#field-rules), otherwise each field its own message.
 */
export function checkLead(kind: LeadFormKind, values: LeadValues): LeadCheck {
  const fields = fieldsOf(kind);
  const required = fields.filter((field) => !OPTIONAL_FIELDS.has(field) && field !== 'city');
  if (required.every((field) => values[field].trim() === '')) {
    return { ok: false, formError: MESSAGES.fillAllDetails, fieldErrors: {} };
  }
  const fieldErrors: LeadFieldErrors = {};
  for (const field of fields) {
    const problem = RULES[field]?.(values[field]);
    if (problem) fieldErrors[field] = problem;
  }
  return Object.keys(fieldErrors).length === 0 ? { ok: true } : { ok: false, formError: null, fieldErrors };
}
