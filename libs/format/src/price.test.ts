import { formatPrice, formatPriceHindiWords, formatPriceRange, groupIndian } from './price';

describe('formatPrice', () => {
  it.each([
    [12_500_000, 'en', '1.25 Cr'],
    [10_000_000, 'hi', '1.00 Cr'],
    [-20_000_000, 'en', '-2.00 Cr'],
    [1_250_000, 'en', '12.50 Lakh'],
    [499_000, 'hi', '4.99 लाख'],
    [499_000, 'mr', '4.99 लाख'],
    [670_000, 'pa', '6.70 ਲੱਖ'],
    [2_350_000, 'ta', '23.50 லட்சம்'],
    [100_000, 'te', '1.00 లక్షలు'],
    [99_999, 'en', '99,999'],
    [85_000, 'ta', '85,000'],
    [0, 'en', '0'],
  ] as const)('%d in %s is %s', (value, locale, expected) => {
    expect(formatPrice(value, locale)).toBe(expected);
  });

  it('omits the suffix when asked', () => {
    expect(formatPrice(1_250_000, 'en', { withoutSuffix: true })).toBe('12.50');
  });
});

describe('Indian grouping and Hindi words', () => {
  it('groups 3-2-2 with Latin digits', () => {
    expect(groupIndian(25_000_000)).toBe('2,50,00,000');
  });

  it('uses करोड़ and लाख', () => {
    expect(formatPriceHindiWords(45_000_000)).toBe('4.50 करोड़');
    expect(formatPriceHindiWords(730_000)).toBe('7.30 लाख');
  });

  it('formats a range', () => {
    expect(formatPriceRange(499_000, 670_000)).toBe('₹4.99 Lakh - ₹6.70 Lakh');
    expect(formatPriceRange(730_000, 730_000, 'hi')).toBe('₹7.30 लाख');
  });
});
