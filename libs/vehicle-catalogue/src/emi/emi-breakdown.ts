import { emiInputErrors, EmiInputError, type EmiInput } from './emi-input';
import { monthlyEmi } from './monthly-emi';

/** The result of the EMI calculator; rupee amounts rounded to the nearest rupee. */
export interface EmiBreakdown {
  loanAmount: number;
  /** Monthly instalment, rounded to the nearest rupee. */
  emi: number;
  /** Monthly instalment before rounding. */
  exactEmi: number;
  totalInterest: number;
  /** Everything paid over the loan: principal plus interest. */
  totalAmount: number;
  /** Shares of principal and interest in the total amount, in percent to one decimal; they add up to 100. */
  principalPercent: number;
  interestPercent: number;
}

function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** EMI, totals and principal/interest split of a loan of price − down payment. Throws EmiInputError for bad input. */
export function emiBreakdown(input: EmiInput): EmiBreakdown {
  const errors = emiInputErrors(input);
  if (errors.length > 0) throw new EmiInputError(errors);

  const loanAmount = Math.round(input.price - input.downPayment);
  const exactEmi = monthlyEmi(loanAmount, input.annualRatePercent, input.months);
  const totalAmount = Math.round(exactEmi * input.months);
  const totalInterest = Math.max(0, totalAmount - loanAmount);
  const principalPercent = totalAmount === 0 ? 0 : roundToOneDecimal((loanAmount / totalAmount) * 100);
  const interestPercent = totalAmount === 0 ? 0 : roundToOneDecimal(100 - principalPercent);
  return {
    loanAmount,
    emi: Math.round(exactEmi),
    exactEmi,
    totalInterest,
    totalAmount,
    principalPercent,
    interestPercent,
  };
}
