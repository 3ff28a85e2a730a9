import { EMI_FOOTNOTE, loanDefaults } from './emi-defaults';
import { emiBreakdown } from './emi-breakdown';
import { EMI_INPUT_MESSAGES, EmiInputError, emiInputErrors } from './emi-input';

describe('emiBreakdown', () => {
  it('rounds the EMI of ₹5,00,000 at 10 % for 60 months to ₹10,624', () => {
    const result = emiBreakdown({ price: 600_000, downPayment: 100_000, annualRatePercent: 10, months: 60 });
    expect(result.loanAmount).toBe(500_000);
    expect(result.emi).toBe(10_624);
    expect(result.exactEmi).toBeCloseTo(10_623.52, 2);
    expect(result.totalAmount).toBe(637_411);
    expect(result.totalInterest).toBe(137_411);
    expect(result.principalPercent).toBe(78.4);
    expect(result.interestPercent).toBe(21.6);
  });

  it('gives ₹2,476 for ₹1,15,200 at 10.5 % for 60 months', () => {
    const result = emiBreakdown({ price: 115_200, downPayment: 0, annualRatePercent: 10.5, months: 60 });
    expect(result.emi).toBe(2_476);
    expect(result.exactEmi).toBeCloseTo(2_476.1, 2);
  });

  it('has no interest at 0 %', () => {
    expect(emiBreakdown({ price: 840_000, downPayment: 0, annualRatePercent: 0, months: 84 })).toEqual({
      loanAmount: 840_000,
      emi: 10_000,
      exactEmi: 10_000,
      totalInterest: 0,
      totalAmount: 840_000,
      principalPercent: 100,
      interestPercent: 0,
    });
  });

  it('is all zero when the down payment covers the price', () => {
    const result = emiBreakdown({
      price: 500_000,
      downPayment: 500_000,
      ...loanDefaults('truck'),
    });
    expect(result).toMatchObject({
      loanAmount: 0,
      emi: 0,
      totalAmount: 0,
      totalInterest: 0,
      principalPercent: 0,
      interestPercent: 0,
    });
  });

  it('lists every problem of a bad input and throws them together', () => {
    const bad = { price: -5, downPayment: -1, annualRatePercent: -2, months: 0 };
    expect(emiInputErrors(bad)).toEqual([
      EMI_INPUT_MESSAGES.priceInvalid,
      EMI_INPUT_MESSAGES.downPaymentInvalid,
      EMI_INPUT_MESSAGES.rateInvalid,
      EMI_INPUT_MESSAGES.monthsInvalid,
    ]);
    expect(() => emiBreakdown(bad)).toThrow(EmiInputError);
  });

  it('rejects a down payment above the price', () => {
    const input = { price: 100_000, downPayment: 150_000, annualRatePercent: 10, months: 12 };
    expect(emiInputErrors(input)).toEqual(['Down payment cannot be more than the price.']);
    try {
      emiBreakdown(input);
      throw new Error('expected a rejection');
    } catch (error) {
      expect(error).toBeInstanceOf(EmiInputError);
      expect((error as EmiInputError).messages).toEqual(['Down payment cannot be more than the price.']);
    }
  });

  it('has the default loan and footnote', () => {
    expect(loanDefaults('truck')).toEqual({ annualRatePercent: 12.57, months: 84 });
    expect(loanDefaults('tractor')).toEqual({ annualRatePercent: 11, months: 60 });
    expect(EMI_FOOTNOTE).toContain('12.57%');
    expect(EMI_FOOTNOTE).toContain('7 years');
    expect(EMI_FOOTNOTE).toContain('rounded to the nearest rupee');
    expect(EMI_FOOTNOTE).toContain('processing and file fees');
  });
});
