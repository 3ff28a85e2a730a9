import { emiOf } from '@cvb/contracts';
import { EMI_INPUT_MESSAGES, EmiInputError } from './emi-input';

/**
 * The exact monthly instalment, after checking the input of a reducing-balance loan: P·r·(1+r)^n / ((1+r)^n − 1) with
 * r = annual % / 1200; at 0 % it is P / n. Throws EmiInputError for a negative or non-finite
 * principal or rate, or fewer than one whole month.
 */
export function monthlyEmi(principal: number, annualRatePercent: number, months: number): number {
  const errors: string[] = [];
  if (!Number.isFinite(principal) || principal < 0)
    errors.push('Loan amount must be a number of rupees of zero or more.');
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0)
    errors.push(EMI_INPUT_MESSAGES.rateInvalid);
  if (!Number.isInteger(months) || months < 1) errors.push(EMI_INPUT_MESSAGES.monthsInvalid);
  if (errors.length > 0) throw new EmiInputError(errors);

  // The site's one formula (the API computes the same with it).
  return emiOf(principal, annualRatePercent, months);
}
