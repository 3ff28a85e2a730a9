import {
  ALL_VERTICAL_DEFINITIONS,
  LEAD_TIMELINES,
  VEHICLE_VERTICALS,
  type LeadSheetColumn,
  type LeadTimeline,
  type VehicleVertical,
} from '@cvb/contracts';
import { emailRule, mobileRule, nameRule } from '@cvb/validation';

/** A sheet line turned into lead values, with every problem found (docs/domain.md#field-rules messages for name, mobile, email). */
export interface CheckedLeadRow {
  line: number;
  values: {
    name: string;
    mobile: string;
    email: string | null;
    pincode: string | null;
    city: string | null;
    state: string | null;
    vertical: VehicleVertical | null;
    brand: string;
    model: string;
    variant: string;
    timeline: LeadTimeline | null;
    /** YYYY-MM-DD, or '' when the sheet gives no date. */
    date: string;
  };
  errors: { field: LeadSheetColumn; message: string }[];
}

/** Words a sheet may use for a vertical besides its key: its plural (`trucks`), either with spaces, and `3w`. */
const VERTICAL_WORDS = new Map<string, VehicleVertical>(
  ALL_VERTICAL_DEFINITIONS.flatMap((definition) => [
    [definition.plural, definition.key],
    [definition.plural.replace(/-/g, ' '), definition.key],
    [definition.key.replace(/-/g, ' '), definition.key],
  ]),
).set('3w', 'three-wheeler');

function readVertical(text: string): VehicleVertical | null | undefined {
  if (text === '') return null;
  const word = text.toLowerCase();
  if ((VEHICLE_VERTICALS as readonly string[]).includes(word)) return word as VehicleVertical;
  return VERTICAL_WORDS.get(word);
}

const TIMELINE_WORDS: Record<string, LeadTimeline> = {
  'just researching': 'just-researching',
  'within 15 days': '15-days',
  'within 30 days': '30-days',
  'within 90 days': '90-days',
  'not decided yet': 'not-decided',
  'not decided': 'not-decided',
};

function readTimeline(text: string): LeadTimeline | null | undefined {
  if (text === '') return null;
  const word = text.toLowerCase();
  if ((LEAD_TIMELINES as readonly string[]).includes(word)) return word as LeadTimeline;
  return TIMELINE_WORDS[word];
}

/** YYYY-MM-DD, or Indian DD/MM/YYYY (also with - or .), as YYYY-MM-DD when it is a real past day. */
export function readSheetDate(text: string, today: string): string | null | undefined {
  if (text === '') return null;
  const iso = text.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  const indian = text.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  const parts = iso ? [iso[1], iso[2], iso[3]] : indian ? [indian[3], indian[2], indian[1]] : null;
  if (!parts) return undefined;
  const day = `${parts[0]}-${parts[1].padStart(2, '0')}-${parts[2].padStart(2, '0')}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) return undefined;
  return day <= today ? day : undefined;
}

/** Checks one sheet line; `today` (YYYY-MM-DD) bounds the lead date. */
export function checkLeadRow(
  line: number,
  cell: (column: LeadSheetColumn) => string,
  today: string,
): CheckedLeadRow {
  const errors: CheckedLeadRow['errors'] = [];
  const fail = (field: LeadSheetColumn, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  const name = cell('name');
  const mobile = cell('mobile')
    .replace(/[\s-]/g, '')
    .replace(/^(\+91|0)(?=\d{10}$)/, '');
  const email = cell('email');
  const pincode = cell('pincode');
  fail('name', nameRule(name));
  fail('mobile', mobileRule(mobile));
  if (email !== '') fail('email', emailRule(email));
  if (pincode !== '' && !/^[1-9]\d{5}$/.test(pincode)) fail('pincode', 'Pincode should be 6 digits');
  const vertical = readVertical(cell('vertical'));
  if (vertical === undefined) fail('vertical', `Vertical should be one of ${VEHICLE_VERTICALS.join(', ')}`);
  const timeline = readTimeline(cell('timeline'));
  if (timeline === undefined) fail('timeline', `Timeline should be one of ${LEAD_TIMELINES.join(', ')}`);
  const date = readSheetDate(cell('date'), today);
  if (date === undefined) fail('date', 'Date should be a past day as YYYY-MM-DD or DD/MM/YYYY');
  return {
    line,
    values: {
      name: name.trim(),
      mobile,
      email: email === '' ? null : email.toLowerCase(),
      pincode: pincode === '' ? null : pincode,
      city: cell('city') || null,
      state: cell('state') || null,
      vertical: vertical ?? null,
      brand: cell('brand'),
      model: cell('model'),
      variant: cell('variant'),
      timeline: timeline ?? null,
      date: date ?? '',
    },
    errors,
  };
}
