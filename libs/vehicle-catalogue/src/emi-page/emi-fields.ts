import { NUMERIC_INPUT } from '@cvb/validation';
import { EMI_INPUT_MESSAGES, emiInputErrors, type EmiInput } from '../emi/emi-input';

/** The calculator's fields, as the visitor typed them. */
export interface EmiFieldValues {
  price: string;
  downPayment: string;
  rate: string;
  months: string;
}
export type EmiField = keyof EmiFieldValues;

/** Text keys (under `emi.errors`) of what can be wrong with a field. */
export type EmiFieldError = 'required' | 'notNumeric' | 'rateTooHigh' | keyof typeof EMI_INPUT_MESSAGES;

export interface EmiFieldCheck {
  /** The input to calculate with, or null while any field is wrong. */
  input: EmiInput | null;
  errors: Partial<Record<EmiField, EmiFieldError>>;
}

/** Highest yearly rate the calculator (and the API) accepts. */
export const MAX_INTEREST_RATE = 50;

const FIELD_OF_MESSAGE: Record<keyof typeof EMI_INPUT_MESSAGES, EmiField> = {
  priceInvalid: 'price',
  downPaymentInvalid: 'downPayment',
  downPaymentAbovePrice: 'downPayment',
  rateInvalid: 'rate',
  monthsInvalid: 'months',
};
const MESSAGE_KEYS = Object.keys(EMI_INPUT_MESSAGES) as (keyof typeof EMI_INPUT_MESSAGES)[];

/** A number typed with the numeric pattern of docs/domain.md#field-rules; Indian grouping commas ("5,00,000") are allowed. */
function parseField(value: string): number | EmiFieldError {
  const text = value.trim().replace(/,/g, '');
  if (text === '') return 'required';
  if (!NUMERIC_INPUT.test(text) || !/\d/.test(text)) return 'notNumeric';
  return Number(text);
}

/** Parses and checks every field with the EMI engine's rules; each field gets its first problem. */
export function checkEmiFields(values: EmiFieldValues): EmiFieldCheck {
  const errors: EmiFieldCheck['errors'] = {};
  const numbers: Partial<Record<EmiField, number>> = {};
  for (const field of Object.keys(values) as EmiField[]) {
    const parsed = parseField(values[field]);
    if (typeof parsed === 'number') numbers[field] = parsed;
    else errors[field] = parsed;
  }
  const { price, downPayment, rate, months } = numbers;
  if (price === undefined || downPayment === undefined || rate === undefined || months === undefined) {
    return { input: null, errors };
  }
  const input: EmiInput = { price, downPayment, annualRatePercent: rate, months };
  for (const message of emiInputErrors(input)) {
    const key = MESSAGE_KEYS.find((k) => EMI_INPUT_MESSAGES[k] === message);
    if (key !== undefined) errors[FIELD_OF_MESSAGE[key]] ??= key;
  }
  if (errors.rate === undefined && rate > MAX_INTEREST_RATE) errors.rate = 'rateTooHigh';
  return { input: Object.keys(errors).length === 0 ? input : null, errors };
}
