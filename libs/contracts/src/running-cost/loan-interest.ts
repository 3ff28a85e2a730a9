import { emiOf } from '../verticals/common';

/**
 * Interest paid in each year of a reducing-balance loan, for `years` years (zero after the loan ends): the EMI
 * engine's instalment, month by month, split into interest on the balance and principal.
 */
export function yearlyInterest(
  principal: number,
  annualRatePercent: number,
  months: number,
  years: number,
): number[] {
  const perYear = Array.from({ length: years }, () => 0);
  if (principal <= 0 || months <= 0) return perYear;
  const emi = emiOf(principal, annualRatePercent, months);
  const rate = annualRatePercent / 1200;
  let balance = principal;
  for (let month = 0; month < Math.min(months, years * 12); month += 1) {
    const interest = balance * rate;
    balance -= emi - interest;
    perYear[Math.floor(month / 12)] += interest;
  }
  return perYear;
}
