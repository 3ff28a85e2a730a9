/** What the EMI calculator asks for; amounts in rupees. */
export interface EmiInput {
  price: number;
  downPayment: number;
  annualRatePercent: number;
  months: number;
}

export const EMI_INPUT_MESSAGES = {
  priceInvalid: 'Price must be a number of rupees of zero or more.',
  downPaymentInvalid: 'Down payment must be a number of rupees of zero or more.',
  downPaymentAbovePrice: 'Down payment cannot be more than the price.',
  rateInvalid: 'Interest rate must be a number of zero or more.',
  monthsInvalid: 'Loan period must be a whole number of at least 1 month.',
} as const;

function isNonNegative(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

/** Every problem with the input, as messages for the visitor; empty when the input is usable. */
export function emiInputErrors(input: EmiInput): string[] {
  const errors: string[] = [];
  if (!isNonNegative(input.price)) errors.push(EMI_INPUT_MESSAGES.priceInvalid);
  if (!isNonNegative(input.downPayment)) errors.push(EMI_INPUT_MESSAGES.downPaymentInvalid);
  else if (isNonNegative(input.price) && input.downPayment > input.price)
    errors.push(EMI_INPUT_MESSAGES.downPaymentAbovePrice);
  if (!isNonNegative(input.annualRatePercent)) errors.push(EMI_INPUT_MESSAGES.rateInvalid);
  if (!Number.isInteger(input.months) || input.months < 1) errors.push(EMI_INPUT_MESSAGES.monthsInvalid);
  return errors;
}

/** Thrown for an EMI input that cannot be calculated; `messages` lists every problem. */
export class EmiInputError extends RangeError {
  readonly messages: readonly string[];

  constructor(messages: readonly string[]) {
    super(messages.join(' '));
    this.name = 'EmiInputError';
    this.messages = messages;
  }
}
