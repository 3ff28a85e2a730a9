import { BUDGET_BANDS, findBudgetBand } from './budget-bands';

describe('budget bands', () => {
  it('has the truck menu bands under 10/20/30/40 lakh and above 50 lakh', () => {
    const keys = BUDGET_BANDS.truck.map((band) => band.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'under-5-lakh',
        'under-10-lakh',
        'under-20-lakh',
        'under-30-lakh',
        'under-40-lakh',
        'under-60-lakh',
        'above-50-lakh',
      ]),
    );
    expect(findBudgetBand('truck', 'under-10-lakh')).toEqual({
      key: 'under-10-lakh',
      minRupees: 0,
      maxRupees: 1_000_000,
      labelKey: 'budget.under-10-lakh',
    });
    expect(findBudgetBand('truck', 'above-50-lakh')).toMatchObject({ minRupees: 5_000_000, maxRupees: null });
  });

  it('has the bus bands: 5-lakh steps to 50 lakh, and the pages under 10…40 lakh, 1 and 2 crore', () => {
    const keys = BUDGET_BANDS.bus.map((band) => band.key);
    expect(keys.slice(0, 11)).toEqual([
      '0-5-lakh',
      '5-10-lakh',
      '10-15-lakh',
      '15-20-lakh',
      '20-25-lakh',
      '25-30-lakh',
      '30-35-lakh',
      '35-40-lakh',
      '40-45-lakh',
      '45-50-lakh',
      'above-50-lakh',
    ]);
    expect(keys).toEqual(
      expect.arrayContaining(['under-10-lakh', 'under-40-lakh', 'under-1-crore', 'under-2-crore']),
    );
    expect(findBudgetBand('bus', '45-50-lakh')).toMatchObject({ minRupees: 4_500_000, maxRupees: 5_000_000 });
    expect(findBudgetBand('bus', 'under-2-crore')).toMatchObject({ minRupees: 0, maxRupees: 20_000_000 });
  });

  it('has the three-wheeler and tractor bands', () => {
    expect(BUDGET_BANDS['three-wheeler'].map((band) => band.key)).toEqual([
      '0-1-lakh',
      '1-1.5-lakh',
      '1.5-2-lakh',
      '2-3-lakh',
      'above-3-lakh',
      'under-1-lakh',
      'under-2-lakh',
      'under-3-lakh',
      'under-4-lakh',
      'above-4-lakh',
    ]);
    expect(findBudgetBand('three-wheeler', '1-1.5-lakh')).toMatchObject({
      minRupees: 100_000,
      maxRupees: 150_000,
    });
    expect(BUDGET_BANDS.tractor.map((band) => band.key)).toEqual(
      expect.arrayContaining(['under-10-lakh', 'under-70-lakh', 'above-70-lakh']),
    );
  });

  it('does not find a band of another vertical', () => {
    expect(findBudgetBand('bus', 'under-1-lakh')).toBeUndefined();
    expect(findBudgetBand('three-wheeler', 'under-1-crore')).toBeUndefined();
  });

  it('gives every band a label key', () => {
    for (const bands of Object.values(BUDGET_BANDS)) {
      for (const band of bands) expect(band.labelKey).toBe(`budget.${band.key}`);
    }
  });
});
