import type { LocaleCode } from '@cvb/contracts';
import { formatBandPrice, formatPrice, formatPriceRange, formatRupees, groupIndian } from './price';
import { formatPriceSpan } from './price-span';

const LOCALES: readonly LocaleCode[] = ['en', 'hi', 'mr', 'pa', 'ta', 'te'];
const INDIAN: readonly LocaleCode[] = ['hi', 'mr', 'pa', 'ta', 'te'];
/** Anything but ₹, Latin digits, grouping/decimal marks, minus, spaces and the language's own script. */
const LATIN_LETTERS = /[A-Za-z]/;

describe('formatPrice', () => {
  it.each([
    [12_500_000, 'en', '1.25 Cr'],
    [10_000_000, 'hi', '1.00 करोड़'],
    [45_000_000, 'hi', '4.50 करोड़'],
    [-20_000_000, 'en', '-2.00 Cr'],
    [20_000_000, 'mr', '2.00 कोटी'],
    [15_000_000, 'pa', '1.50 ਕਰੋੜ'],
    [20_000_000, 'ta', '2.00 கோடி'],
    [10_000_000, 'te', '1.00 కోటి'],
    [25_000_000, 'te', '2.50 కోట్లు'],
    [1_250_000, 'en', '12.50 Lakh'],
    [499_000, 'hi', '4.99 लाख'],
    [499_000, 'mr', '4.99 लाख'],
    [670_000, 'pa', '6.70 ਲੱਖ'],
    [2_350_000, 'ta', '23.50 லட்சம்'],
    [100_000, 'te', '1.00 లక్ష'],
    [150_000, 'te', '1.50 లక్షలు'],
    [1_000_000, 'te', '10.00 లక్షలు'],
    [99_999, 'en', '99,999'],
    [85_000, 'ta', '85,000'],
    [0, 'en', '0'],
  ] as const)('%d in %s is %s', (value, locale, expected) => {
    expect(formatPrice(value, locale)).toBe(expected);
  });

  it('omits the lakh or crore word when asked', () => {
    expect(formatPrice(1_250_000, 'en', { withoutSuffix: true })).toBe('12.50');
    expect(formatPrice(12_500_000, 'te', { withoutSuffix: true })).toBe('1.25');
  });

  it('keeps two decimals for a vehicle and drops them for a band label', () => {
    expect(formatRupees(1_000_000, 'en')).toBe('₹10.00 Lakh');
    expect(formatBandPrice(1_000_000, 'en')).toBe('₹10 Lakh');
    expect(formatBandPrice(150_000, 'hi')).toBe('₹1.5 लाख');
    expect(formatBandPrice(10_000_000, 'en')).toBe('₹1 Cr');
  });

  it('gives Telugu its singular, plural and oblique forms', () => {
    expect(formatBandPrice(100_000, 'te')).toBe('₹1 లక్ష');
    expect(formatBandPrice(1_000_000, 'te')).toBe('₹10 లక్షలు');
    expect(formatBandPrice(1_000_000, 'te', { beforePostposition: true })).toBe('₹10 లక్షల');
    expect(formatBandPrice(100_000, 'te', { beforePostposition: true })).toBe('₹1 లక్ష');
    expect(formatBandPrice(10_000_000, 'te', { beforePostposition: true })).toBe('₹1 కోటి');
    expect(formatBandPrice(20_000_000, 'te', { beforePostposition: true })).toBe('₹2 కోట్ల');
    expect(formatBandPrice(20_000_000, 'te')).toBe('₹2 కోట్లు');
  });

  it('changes nothing before a postposition in English, Hindi and Punjabi', () => {
    for (const locale of ['en', 'hi', 'pa'] as const) {
      expect(formatBandPrice(1_000_000, locale, { beforePostposition: true })).toBe(
        formatBandPrice(1_000_000, locale),
      );
    }
  });
});

/** Every amount a budget band of docs/domain.md#bands names, in rupees: 1 to 70 lakh, 1 and 2 crore. */
const BAND_AMOUNTS = [1, 1.5, 2, 3, 4, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 100, 200].map(
  (lakh) => lakh * 1e5,
);

describe('band labels in all six languages', () => {
  it.each(LOCALES)('%s: round numbers, the right unit word, Latin digits', (locale) => {
    for (const amount of BAND_AMOUNTS) {
      const label = formatBandPrice(amount, locale, { beforePostposition: true });
      expect(label).toMatch(/^₹\d+(\.\d)? \S+$/);
      expect(label).not.toMatch(/\.00/);
      if (locale !== 'en') expect(label).not.toMatch(LATIN_LETTERS);
    }
  });

  it('reads as expected in each language', () => {
    expect(BAND_AMOUNTS.slice(0, 3).map((a) => formatBandPrice(a, 'en'))).toEqual([
      '₹1 Lakh',
      '₹1.5 Lakh',
      '₹2 Lakh',
    ]);
    expect(formatBandPrice(5_000_000, 'hi')).toBe('₹50 लाख');
    expect(formatBandPrice(20_000_000, 'mr')).toBe('₹2 कोटी');
    expect(formatBandPrice(7_000_000, 'pa')).toBe('₹70 ਲੱਖ');
    expect(formatBandPrice(10_000_000, 'ta')).toBe('₹1 கோடி');
    expect(formatBandPrice(400_000, 'te', { beforePostposition: true })).toBe('₹4 లక్షల');
  });
});

/** Amounts from a rickshaw to a luxury coach, each language's full display. */
const TABLE: readonly [number, Record<LocaleCode, string>][] = [
  [85_000, { en: '₹85,000', hi: '₹85,000', mr: '₹85,000', pa: '₹85,000', ta: '₹85,000', te: '₹85,000' }],
  [
    100_000,
    { en: '₹1.00 Lakh', hi: '₹1.00 लाख', mr: '₹1.00 लाख', pa: '₹1.00 ਲੱਖ', ta: '₹1.00 லட்சம்', te: '₹1.00 లక్ష' },
  ],
  [
    499_000,
    {
      en: '₹4.99 Lakh',
      hi: '₹4.99 लाख',
      mr: '₹4.99 लाख',
      pa: '₹4.99 ਲੱਖ',
      ta: '₹4.99 லட்சம்',
      te: '₹4.99 లక్షలు',
    },
  ],
  [
    9_999_999,
    {
      en: '₹1.00 Cr',
      hi: '₹1.00 करोड़',
      mr: '₹1.00 कोटी',
      pa: '₹1.00 ਕਰੋੜ',
      ta: '₹1.00 கோடி',
      te: '₹1.00 కోటి',
    },
  ],
  [
    10_000_000,
    { en: '₹1.00 Cr', hi: '₹1.00 करोड़', mr: '₹1.00 कोटी', pa: '₹1.00 ਕਰੋੜ', ta: '₹1.00 கோடி', te: '₹1.00 కోటి' },
  ],
  [
    125_000_000,
    {
      en: '₹12.50 Cr',
      hi: '₹12.50 करोड़',
      mr: '₹12.50 कोटी',
      pa: '₹12.50 ਕਰੋੜ',
      ta: '₹12.50 கோடி',
      te: '₹12.50 కోట్లు',
    },
  ],
];

describe('a table of amounts in all six languages', () => {
  it.each(TABLE)('%d', (amount, expected) => {
    for (const locale of LOCALES) expect(formatRupees(amount, locale)).toBe(expected[locale]);
  });

  it('has no Latin letters outside English', () => {
    for (const [amount] of TABLE) {
      for (const locale of INDIAN) expect(formatRupees(amount, locale)).not.toMatch(LATIN_LETTERS);
    }
  });
});

describe('Indian grouping and ranges', () => {
  it('groups 3-2-2 with Latin digits', () => {
    expect(groupIndian(25_000_000)).toBe('2,50,00,000');
  });

  it('groups as Intl does for en-IN: small, odd and even digit counts, negative and fractional amounts', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (const value of [
      0, 7, 999, 1_000, 85_000, 99_999.6, 1_23_456, 12_34_567, 1_23_45_678, -85_000, -1_234_567.4,
    ]) {
      expect(groupIndian(value)).toBe(intl.format(Math.round(value)));
    }
  });

  it('formats a range', () => {
    expect(formatPriceRange(499_000, 670_000)).toBe('₹4.99 Lakh - ₹6.70 Lakh');
    expect(formatPriceRange(730_000, 730_000, 'hi')).toBe('₹7.30 लाख');
    expect(formatPriceRange(4_500_000, 12_000_000, 'te')).toBe('₹45.00 లక్షలు - ₹1.20 కోట్లు');
  });
});

describe('oblique forms of Marathi and Tamil, and the crore boundary', () => {
  it('gives Marathi its oblique singular and plural before a postposition', () => {
    expect(formatBandPrice(1_000_000, 'mr', { beforePostposition: true })).toBe('₹10 लाखां');
    expect(formatBandPrice(100_000, 'mr', { beforePostposition: true })).toBe('₹1 लाखा');
    expect(formatBandPrice(20_000_000, 'mr', { beforePostposition: true })).toBe('₹2 कोटीं');
    expect(formatBandPrice(10_000_000, 'mr', { beforePostposition: true })).toBe('₹1 कोटी');
    expect(formatRupees(499_000, 'mr', { beforeFrom: true })).toBe('₹4.99 लाखां');
  });

  it('gives Tamil the dative its மேல் and கீழ் need, and the plain word before முதல்', () => {
    expect(formatBandPrice(400_000, 'ta', { beforePostposition: true })).toBe('₹4 லட்சத்துக்கு');
    expect(formatBandPrice(20_000_000, 'ta', { beforePostposition: true })).toBe('₹2 கோடிக்கு');
    expect(formatRupees(499_000, 'ta', { beforeFrom: true })).toBe('₹4.99 லட்சம்');
  });

  it('leaves Hindi and Punjabi unchanged, and Telugu oblique before "from" too', () => {
    expect(formatBandPrice(1_000_000, 'hi', { beforePostposition: true })).toBe('₹10 लाख');
    expect(formatBandPrice(1_000_000, 'pa', { beforeFrom: true })).toBe('₹10 ਲੱਖ');
    expect(formatRupees(499_000, 'te', { beforeFrom: true })).toBe('₹4.99 లక్షల');
  });

  it('writes 99,99,999 as one crore, not 100.00 lakh', () => {
    expect(formatRupees(9_999_999, 'hi')).toBe('₹1.00 करोड़');
    expect(formatRupees(9_999_999, 'en')).toBe('₹1.00 Cr');
    expect(formatRupees(9_994_999, 'en')).toBe('₹99.95 Lakh');
    expect(formatBandPrice(9_999_999, 'en')).toBe('₹1 Cr');
  });
});

describe('formatPriceSpan', () => {
  it('writes a span in lakh with one unit word', () => {
    expect(formatPriceSpan(2_300_000, 2_500_000, 'en')).toBe('₹23–25 Lakh');
    expect(formatPriceSpan(450_000, 450_000, 'hi')).toBe('₹4.5 लाख');
  });

  it('writes the whole span in crore once its top reaches a crore', () => {
    expect(formatPriceSpan(12_000_000, 15_000_000, 'hi')).toBe('₹1.2–1.5 करोड़');
    expect(formatPriceSpan(9_000_000, 12_000_000, 'en')).toBe('₹0.9–1.2 Cr');
    expect(formatPriceSpan(12_000_000, 15_000_000, 'te')).toBe('₹1.2–1.5 కోట్లు');
  });

  it('inflects the unit word before a postposition', () => {
    expect(formatPriceSpan(2_300_000, 2_500_000, 'mr', { beforePostposition: true })).toBe('₹23–25 लाखां');
    expect(formatPriceSpan(100_000, 100_000, 'te')).toBe('₹1 లక్ష');
  });
});
