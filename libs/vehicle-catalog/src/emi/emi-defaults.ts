import { DEFAULT_LOAN } from '@cvb/contracts';

/** Defaults of the EMI calculator (SPEC §9): 12.57 % a year over 7 years, from the VerticalDefinitions. */
export const EMI_DEFAULTS = {
  annualRatePercent: DEFAULT_LOAN.annualRatePercent,
  months: DEFAULT_LOAN.months,
} as const;

/** Text key and English text of the EMI footnote (SPEC §9). */
export const EMI_FOOTNOTE_KEY = 'emi.footnote';
export const EMI_FOOTNOTE =
  'EMI calculated at 12.57% interest over 7 years. EMI is rounded to the nearest rupee and excludes processing and file fees.';
