import type { ContactRequest } from '@cvb/contracts';
import { emailRule, mobileRule, MESSAGES, nameRule, type Rule } from '@cvb/validation';

export const CONTACT_FIELDS = ['name', 'mobile', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', mobile: '', email: '', subject: '', message: '' };

const required: Rule = (value) => (value.trim() === '' ? MESSAGES.enterAnyValue : null);

const RULES: Record<ContactField, Rule> = {
  name: nameRule,
  mobile: mobileRule,
  email: emailRule,
  subject: required,
  message: required,
};

export type ContactCheck =
  | { ok: true; body: Required<Omit<ContactRequest, 'idempotencyKey'>> }
  | { ok: false; formError: string | null; fieldErrors: ContactErrors };

/** The field rules (docs/domain.md#field-rules), per field; a form left completely empty gets the one prompt 'Please fill all details'. */
export function checkContact(values: ContactValues): ContactCheck {
  if (CONTACT_FIELDS.every((field) => values[field].trim() === '')) {
    return { ok: false, formError: MESSAGES.fillAllDetails, fieldErrors: {} };
  }
  const fieldErrors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const problem = RULES[field](values[field]);
    if (problem) fieldErrors[field] = problem;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, formError: null, fieldErrors };
  const trimmed = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, values[f].trim()])) as ContactValues;
  return { ok: true, body: trimmed };
}
