import type { LeadKind } from '@cvb/contracts';

/** The conversion forms a page can open (docs/domain.md#leads): 'dealer' and 'import' leads come from elsewhere. */
export const LEAD_FORM_KINDS = [
  'quote',
  'callback',
  'brochure',
  'launch-alert',
  'test-drive',
  'loan',
] as const;
export type LeadFormKind = Extract<LeadKind, (typeof LEAD_FORM_KINDS)[number]>;

export const LEAD_FIELDS = ['name', 'mobile', 'email', 'pincode', 'city', 'state', 'timeline'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** Fields every form asks for; the buying forms add a pincode (nearest dealer) and the docs/domain.md#leads timeline. */
const CONTACT: readonly LeadField[] = ['name', 'mobile', 'email', 'city', 'state'];
const BUYING: readonly LeadField[] = ['name', 'mobile', 'email', 'pincode', 'city', 'state', 'timeline'];

const FIELDS_BY_KIND: Readonly<Record<LeadFormKind, readonly LeadField[]>> = {
  quote: BUYING,
  callback: ['name', 'mobile', 'email', 'city', 'state', 'timeline'],
  brochure: CONTACT,
  'launch-alert': CONTACT,
  'test-drive': BUYING,
  loan: BUYING,
};

export function fieldsOf(kind: LeadFormKind): readonly LeadField[] {
  return FIELDS_BY_KIND[kind];
}

/** Left empty, these are fine (the API takes them when given). */
export const OPTIONAL_FIELDS: ReadonlySet<LeadField> = new Set(['pincode', 'state', 'timeline']);
