import type { LeadTimeline } from '@cvb/contracts';
import type { LeadField } from './lead-kinds';

/** What the visitor typed; `city` is a city slug of general/cities, `timeline` empty until chosen. */
export type LeadValues = Record<Exclude<LeadField, 'timeline'>, string> & { timeline: LeadTimeline | '' };

export const EMPTY_LEAD_VALUES: LeadValues = {
  name: '',
  mobile: '',
  email: '',
  pincode: '',
  city: '',
  state: '',
  timeline: '',
};

export type LeadFieldErrors = Partial<Record<LeadField, string>>;
