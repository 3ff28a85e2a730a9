import { estimateUsedPrice, priceVsEstimate, retainedShare } from './depreciation';

const now = new Date('2026-06-15T00:00:00Z');

/** Worked by hand from the formula in docs/domain.md#used-marketplace (rupees rounded to the nearest thousand). */
const table = [
  // tractor, 5 years: 0.85 × 0.92⁴ = 0.60893; km as expected (30,000) → 1; 1st owner → 1; ±7 %
  {
    vertical: 'tractor',
    newPrice: 800_000,
    year: 2021,
    kms: 30_000,
    owner: '1st',
    low: 453_000,
    mid: 487_000,
    high: 521_000,
  },
  // truck, 2 years: 0.8 × 0.89 = 0.712; twice the expected 1,20,000 km → 0.9; 2nd owner → 0.95; ±8 %
  {
    vertical: 'truck',
    newPrice: 2_000_000,
    year: 2024,
    kms: 240_000,
    owner: '2nd',
    low: 1_120_000,
    mid: 1_218_000,
    high: 1_315_000,
  },
  // three-wheeler of this year: (1 + 0.78) / 2 = 0.89; 0 km → 1.1, capped at 1.08; ±10 %
  {
    vertical: 'three-wheeler',
    newPrice: 300_000,
    year: 2026,
    kms: 0,
    owner: '1st',
    low: 260_000,
    mid: 288_000,
    high: 317_000,
  },
  // bus, 20 years: 0.78 × 0.88¹⁹ = 0.069, below the floor 0.12; 2 × expected km → 0.9; 3rd owner → 0.9
  {
    vertical: 'bus',
    newPrice: 4_000_000,
    year: 2006,
    kms: 2_800_000,
    owner: '3rd+',
    low: 358_000,
    mid: 389_000,
    high: 420_000,
  },
  // backhoe loader, 6 years: 0.82 × 0.9⁵ = 0.48420; half the expected 60,000 → 1.05; ±9 %
  {
    vertical: 'infra',
    newPrice: 3_000_000,
    year: 2020,
    kms: 30_000,
    owner: '1st',
    low: 1_388_000,
    mid: 1_525_000,
    high: 1_663_000,
  },
] as const;

describe('the used-price estimate', () => {
  it.each(table)('$vertical of $year with $kms km, $owner owner', (row) => {
    const estimate = estimateUsedPrice({ ...row, comparablePrices: [], now });
    expect([estimate.low, estimate.mid, estimate.high]).toEqual([row.low, row.mid, row.high]);
    expect(estimate.formulaPrice).toBe(row.mid);
    expect(estimate.comparison).toEqual({ count: 0, medianPrice: null, used: false, minimum: 3 });
  });

  it('moves a third of the way to the median of at least 3 similar ads', () => {
    const base = {
      vertical: 'tractor',
      newPrice: 800_000,
      year: 2021,
      kms: 30_000,
      owner: '1st',
      now,
    } as const;
    // 487,147 + (520,000 − 487,147) / 3 = 498,098
    const checked = estimateUsedPrice({ ...base, comparablePrices: [540_000, 500_000, 520_000] });
    expect([checked.low, checked.mid, checked.high]).toEqual([463_000, 498_000, 533_000]);
    expect(checked.formulaPrice).toBe(487_000);
    expect(checked.comparison).toEqual({ count: 3, medianPrice: 520_000, used: true, minimum: 3 });

    const tooFew = estimateUsedPrice({ ...base, comparablePrices: [500_000, 520_000] });
    expect(tooFew.mid).toBe(487_000);
    expect(tooFew.comparison).toEqual({ count: 2, medianPrice: 510_000, used: false, minimum: 3 });
  });

  it('keeps tractors longer than three-wheelers, and never below the floor', () => {
    expect(retainedShare('tractor', 8)).toBeGreaterThan(retainedShare('three-wheeler', 8));
    expect(retainedShare('truck', 40)).toBe(0.15);
  });

  it('says how far an asking price is from the estimate', () => {
    expect(priceVsEstimate(460_000, 500_000)).toEqual({ direction: 'below', percent: 8 });
    expect(priceVsEstimate(515_000, 500_000)).toEqual({ direction: 'in-line', percent: 0 });
    expect(priceVsEstimate(560_000, 500_000)).toEqual({ direction: 'above', percent: 12 });
  });
});
