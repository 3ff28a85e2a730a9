import { EmiInputError } from './emi-input';
import { monthlyEmi } from './monthly-emi';

describe('monthlyEmi', () => {
  it('matches the known values of docs/domain.md#emi', () => {
    expect(monthlyEmi(500_000, 10, 60)).toBeCloseTo(10_623.52, 2);
    expect(monthlyEmi(115_200, 10.5, 60)).toBeCloseTo(2_476.1, 2);
  });

  it('divides evenly at 0 %', () => {
    expect(monthlyEmi(120_000, 0, 12)).toBe(10_000);
  });

  it('is zero for a zero loan', () => {
    expect(monthlyEmi(0, 12, 24)).toBe(0);
  });

  it('repays the principal exactly over the term', () => {
    const principal = 1_000_000;
    const rate = 12.57 / 1200;
    const emi = monthlyEmi(principal, 12.57, 84);
    let balance = principal;
    for (let month = 0; month < 84; month += 1) balance = balance * (1 + rate) - emi;
    expect(Math.abs(balance)).toBeLessThan(1e-6);
  });

  it.each([
    [-1, 10, 12],
    [100_000, -0.5, 12],
    [100_000, 10, 0],
    [100_000, 10, 1.5],
    [Number.NaN, 10, 12],
  ])('rejects principal %p, rate %p, months %p', (principal, rate, months) => {
    expect(() => monthlyEmi(principal, rate, months)).toThrow(EmiInputError);
  });
});
