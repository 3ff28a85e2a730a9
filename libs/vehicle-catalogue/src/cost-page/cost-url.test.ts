import { costChoicesFrom, costChoicesQuery } from './cost-url';

describe('the cost-of-ownership URL', () => {
  it('round-trips variants, city, plan and a variant’s own assumptions', () => {
    const query =
      'variants=ace-gold-std,jeeto-x&city=mumbai&usage=4000&years=7&down=20&rate=11.5&tenure=60&driver=18000&tolls=3000&x.ace-gold-std.energyPerUnit=0.07';
    const choices = costChoicesFrom(new URLSearchParams(query));
    expect(choices).toEqual({
      variants: ['ace-gold-std', 'jeeto-x'],
      city: 'mumbai',
      plan: {
        monthlyUsage: 4000,
        years: 7,
        downPaymentPercent: 20,
        annualRatePercent: 11.5,
        loanMonths: 60,
        driverWagePerMonth: 18000,
        tollsPerMonth: 3000,
      },
      overrides: { 'ace-gold-std': { energyPerUnit: 0.07 } },
    });
    expect(costChoicesQuery(choices)).toBe(query);
  });

  it('drops what it cannot use: a fifth variant, 11 years, negative numbers, unknown keys', () => {
    const choices = costChoicesFrom(
      new URLSearchParams(
        'variants=a,b,c,d,e&years=11&usage=-5&city=Not%20a%20slug&x.a.colour=3&x.z.price=9',
      ),
    );
    expect(choices).toEqual({ variants: ['a', 'b', 'c', 'd'], city: null, plan: {}, overrides: {} });
  });
});
