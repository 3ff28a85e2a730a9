import { LEAD_MESSAGES } from '@cvb/contracts';
import { emailRule, MESSAGES, mobileRule, nameRule, type Rule } from '@cvb/validation';
import { leadBadRequest } from './lead-error';

export interface LeadContactFields {
  name?: string;
  mobile?: string;
  email?: string;
  pincode?: string;
  city?: string;
  state?: string;
}

const required =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : null;

const pincodeRule =
  (isRequired: boolean): Rule =>
  (value) => {
    const pincode = value.trim();
    if (pincode === '') return isRequired ? MESSAGES.fillAllDetails : null;
    return /^[1-9]\d{5}$/.test(pincode) ? null : LEAD_MESSAGES.pincodeInvalid;
  };

const optionalRule: Rule = () => null;

export interface LeadFieldDemands {
  /** Partner APIs need pincode and state; site forms take them when the visitor gives them. */
  pincodeAndState: boolean;
}

/** The field rules (docs/domain.md#field-rules) in form order; the first problem is the 400's message (the client shows the same text). */
export function checkLeadFields(fields: LeadContactFields, { pincodeAndState }: LeadFieldDemands): void {
  const rules: readonly [Rule, string | undefined][] = [
    [nameRule, fields.name],
    [mobileRule, fields.mobile],
    [emailRule, fields.email],
    [pincodeRule(pincodeAndState), fields.pincode],
    [required(MESSAGES.selectCity), fields.city],
    [pincodeAndState ? required(MESSAGES.fillAllDetails) : optionalRule, fields.state],
  ];
  for (const [rule, value] of rules) {
    const problem = rule(value ?? '');
    if (problem) throw leadBadRequest(problem);
  }
}

const trimmedOrNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The contact part of a lead row, tidied once checked. */
export function tidyContact(fields: LeadContactFields) {
  return {
    name: (fields.name ?? '').trim().replace(/\s+/g, ' '),
    mobile: (fields.mobile ?? '').trim(),
    email: (fields.email ?? '').trim().toLowerCase(),
    pincode: trimmedOrNull(fields.pincode),
    city: trimmedOrNull(fields.city),
    state: trimmedOrNull(fields.state),
  };
}
