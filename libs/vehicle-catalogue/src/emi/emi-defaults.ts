import { verticalDefinition, type VehicleVertical } from '@cvb/contracts';

/** Rate and period the EMI calculator of a vertical starts from: its definition's loan (docs/domain.md#emi, farm loans). */
export function loanDefaults(vertical: VehicleVertical): { annualRatePercent: number; months: number } {
  const { annualRatePercent, months } = verticalDefinition(vertical).loan;
  return { annualRatePercent, months };
}

/** The values of the footnote's `{{rate}}` and `{{years}}`: the loan the page starts from. */
export function footnoteValues(vertical: VehicleVertical): { rate: number; years: number } {
  const { annualRatePercent, months } = loanDefaults(vertical);
  return { rate: annualRatePercent, years: Number((months / 12).toFixed(1)) };
}

/** Text key and English text of the EMI footnote (docs/domain.md#emi) with the default loan filled in. */
export const EMI_FOOTNOTE_KEY = 'emi.footnote';
export const EMI_FOOTNOTE =
  'EMI calculated at 12.57% interest over 7 years. EMI is rounded to the nearest rupee and excludes processing and file fees.';
