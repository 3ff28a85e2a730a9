import { formatDate, formatRupees, formatShortDate, intlLocale } from './locale-format';

describe('locale formats', () => {
  it('uses en-IN for English and Latin digits for the Indian languages', () => {
    expect(intlLocale('en')).toBe('en-IN');
    expect(intlLocale('hi')).toBe('hi-IN-u-nu-latn');
    expect(formatDate('2026-11-24', 'en')).toBe('24 Nov 2026');
    const hindi = formatDate('2026-11-24', 'hi');
    expect(hindi).toMatch(/24/);
    expect(hindi).toMatch(/2026/);
    expect(hindi).not.toMatch(/Nov/);
    expect(formatDate('2026-11-24', 'ta')).not.toMatch(/[௦-௯]/);
  });

  it('writes Punjabi month names, never "M11"', () => {
    expect(formatDate('2026-11-24', 'pa')).toMatch(/ਨਵੰ/);
    expect(formatShortDate('2026-11-24', 'pa')).toMatch(/^24 ਨਵੰ/);
  });

  it('groups rupees the Indian way', () => {
    expect(formatRupees(1234567, 'en')).toBe('₹12,34,567');
    expect(formatRupees(94.7, 'hi', 2)).toBe('₹94.70');
  });
});
