/** Largest sheet accepted, in bytes of the file (its base64 text is a third larger). */
export const LEAD_SHEET_MAX_BYTES = 2_000_000;

export const LEAD_SHEET_MAX_ROWS = 5_000;

export const LEAD_SHEET_COLUMNS = [
  'name',
  'mobile',
  'email',
  'pincode',
  'city',
  'state',
  'vertical',
  'brand',
  'model',
  'variant',
  'timeline',
  'date',
] as const;
export type LeadSheetColumn = (typeof LEAD_SHEET_COLUMNS)[number];

export const LEAD_ROW_STATUSES = ['new', 'duplicate', 'invalid', 'imported'] as const;
