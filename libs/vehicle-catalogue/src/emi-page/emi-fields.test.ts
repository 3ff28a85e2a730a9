import { checkEmiFields } from './emi-fields';

const good = { price: '500000', downPayment: '0', rate: '10', months: '60' };

describe('checkEmiFields', () => {
  it('turns good fields into the engine input', () => {
    expect(checkEmiFields(good)).toEqual({
      input: { price: 500_000, downPayment: 0, annualRatePercent: 10, months: 60 },
      errors: {},
    });
    expect(checkEmiFields({ ...good, price: ' 5,00,000 ', rate: '12.57' }).input).toMatchObject({
      price: 500_000,
      annualRatePercent: 12.57,
    });
  });

  it('names an empty field and one outside the numeric pattern', () => {
    expect(checkEmiFields({ ...good, price: '', rate: '1e3' })).toEqual({
      input: null,
      errors: { price: 'required', rate: 'notNumeric' },
    });
    expect(checkEmiFields({ ...good, downPayment: '.' }).errors).toEqual({ downPayment: 'notNumeric' });
    expect(checkEmiFields({ ...good, downPayment: '1.2.3' }).errors).toEqual({ downPayment: 'notNumeric' });
  });

  it('uses the engine rules: negative amounts, a down payment above the price', () => {
    expect(checkEmiFields({ ...good, downPayment: '-5' }).errors).toEqual({
      downPayment: 'downPaymentInvalid',
    });
    expect(checkEmiFields({ ...good, downPayment: '600000' })).toEqual({
      input: null,
      errors: { downPayment: 'downPaymentAbovePrice' },
    });
    expect(checkEmiFields({ ...good, price: '-1', rate: '-2' }).errors).toEqual({
      price: 'priceInvalid',
      rate: 'rateInvalid',
    });
  });

  it('refuses a rate above 50 %', () => {
    expect(checkEmiFields({ ...good, rate: '50' }).errors).toEqual({});
    expect(checkEmiFields({ ...good, rate: '50.5' }).errors).toEqual({ rate: 'rateTooHigh' });
  });
});
