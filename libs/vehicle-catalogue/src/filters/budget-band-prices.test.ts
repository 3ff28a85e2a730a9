import type { LocaleCode } from '@cvb/contracts';
import { formatBandPrice } from '@cvb/format';
import { BUDGET_BANDS } from './budget-bands';

const LOCALES: readonly LocaleCode[] = ['en', 'hi', 'mr', 'pa', 'ta', 'te'];
const bands = Object.values(BUDGET_BANDS).flat();
/** The amount a band's label names: its upper end, or its lower end for an open "above …" band. */
const labelAmounts = bands.map((band) => band.maxRupees ?? band.minRupees);

describe('the price in every budget band label', () => {
  it.each(LOCALES)('is a round number with the unit word, Latin digits only, in %s', (locale) => {
    for (const amount of labelAmounts) {
      const price = formatBandPrice(amount, locale, { beforePostposition: true });
      expect(price).toMatch(/^₹\d+(\.\d)? \S+$/);
      if (locale !== 'en') expect(price).not.toMatch(/[A-Za-z]/);
    }
  });

  it('reads "₹10 Lakh", "₹1.5 Lakh" and "₹2 Cr" in English', () => {
    expect(labelAmounts).toEqual(expect.arrayContaining([1_000_000, 150_000, 20_000_000]));
    expect(formatBandPrice(1_000_000, 'en')).toBe('₹10 Lakh');
    expect(formatBandPrice(150_000, 'en')).toBe('₹1.5 Lakh');
    expect(formatBandPrice(20_000_000, 'en')).toBe('₹2 Cr');
  });

  it('takes the oblique form in Telugu, singular for one lakh', () => {
    expect(formatBandPrice(1_000_000, 'te', { beforePostposition: true })).toBe('₹10 లక్షల');
    expect(formatBandPrice(100_000, 'te', { beforePostposition: true })).toBe('₹1 లక్ష');
    expect(formatBandPrice(20_000_000, 'te', { beforePostposition: true })).toBe('₹2 కోట్ల');
  });
});
