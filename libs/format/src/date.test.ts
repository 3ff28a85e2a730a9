import type { LocaleCode } from '@cvb/contracts';
import { dateLocaleTag, dateWithOwnMonthNames, formatDate, formatDayMonth, formatMonthYear } from './date';

const LOCALES: readonly LocaleCode[] = ['en', 'hi', 'mr', 'pa', 'ta', 'te'];
/** Digits of any script other than Latin (Devanagari ०-९, Gurmukhi, Tamil, Telugu…). */
const NON_LATIN_DIGIT = /[^\P{Nd}0-9]/u;

describe('formatDate', () => {
  it('reads the Indian way in English', () => {
    expect(formatDate('2025-06-01', 'en')).toBe('1 June 2025');
    expect(formatDate('2025-06-01', 'en', { style: 'medium' })).toBe('1 Jun 2025');
  });

  it('uses Latin digits in Marathi (not १ जून, २०२५)', () => {
    expect(formatDate('2025-06-01', 'mr')).toMatch(/^1 जून,? 2025$/);
    expect(formatDate('2025-05-03T06:40:00Z', 'mr', { style: 'medium', withTime: true })).not.toMatch(
      NON_LATIN_DIGIT,
    );
  });

  it.each(LOCALES)('has only Latin digits in %s', (locale) => {
    for (const value of ['2025-06-01', '2026-12-31', '2025-05-03T06:40:00Z']) {
      for (const style of ['long', 'medium'] as const) {
        const text = formatDate(value, locale, { style, withTime: true });
        expect(text).toMatch(/2025|2026/);
        expect(text).not.toMatch(NON_LATIN_DIGIT);
      }
    }
  });

  it('shows a time as its day in India and a calendar date as that day', () => {
    expect(formatDate('2025-05-31T20:00:00Z', 'en')).toBe('1 June 2025');
    expect(formatDate('2025-06-01', 'hi')).toMatch(/^1 जून,? 2025$/);
  });

  it('adds the time of day when asked', () => {
    expect(formatDate('2025-05-03T06:40:00Z', 'en', { style: 'medium', withTime: true })).toMatch(
      /^3 May 2025, 12:10/,
    );
  });

  it('writes the time on a 24-hour clock when asked, with no Latin am/pm in any language', () => {
    expect(formatDate('2025-05-03T12:10:00Z', 'en', { style: 'medium', withTime: true, hour24: true })).toBe(
      '3 May 2025, 17:40',
    );
    expect(
      formatDate('2025-05-02T19:00:00Z', 'hi', { style: 'medium', withTime: true, hour24: true }),
    ).toMatch(/^3 मई 2025, 0?0:30$/);
    for (const locale of LOCALES) {
      const text = formatDate('2025-05-03T12:10:00Z', locale, {
        style: 'medium',
        withTime: true,
        hour24: true,
      });
      expect(text).toMatch(/17:40/);
      expect(text).not.toMatch(/am|pm/i);
    }
    const own = dateWithOwnMonthNames(new Date('2025-05-03T12:10:00Z'), 'pa', {
      style: 'medium',
      timeZone: 'Asia/Kolkata',
      withTime: true,
      hour24: true,
    });
    expect(own).toBe('3 ਮਈ 2025, 17:40');
  });

  it('accepts a Date and returns text that is not a date as given', () => {
    expect(formatDate(new Date(Date.UTC(2025, 0, 26, 6)), 'ta')).toMatch(/26/);
    expect(formatDate('soon', 'te')).toBe('soon');
  });
});

describe('formatDayMonth', () => {
  it('gives the day and short month with Latin digits', () => {
    expect(formatDayMonth('2026-11-24', 'en')).toBe('24 Nov');
    expect(formatDayMonth('2025-05-31T20:00:00Z', 'en')).toBe('1 Jun');
    for (const locale of LOCALES) expect(formatDayMonth('2026-11-24', locale)).toMatch(/\b24\b|^24/);
    expect(formatDayMonth('2026-11-24', 'mr')).not.toMatch(NON_LATIN_DIGIT);
    expect(formatDayMonth('not a date', 'hi')).toBe('not a date');
  });
});

describe('formatMonthYear', () => {
  it.each(LOCALES)('names the month with Latin digits in %s', (locale) => {
    const text = formatMonthYear('2026-04', locale);
    expect(text).toMatch(/2026/);
    expect(text).not.toMatch(NON_LATIN_DIGIT);
    expect(text).not.toBe('2026-04');
  });

  it('reads "April 2026" in English and keeps other text', () => {
    expect(formatMonthYear('2026-04', 'en')).toBe('April 2026');
    expect(formatMonthYear('2026-04-15', 'en')).toBe('April 2026');
    expect(formatMonthYear('2026', 'en')).toBe('2026');
    expect(formatMonthYear('Diwali 2026', 'hi')).toBe('Diwali 2026');
  });

  it('tags every language with Latin numerals', () => {
    expect(LOCALES.map(dateLocaleTag)).toEqual([
      'en-IN-u-nu-latn',
      'hi-IN-u-nu-latn',
      'mr-IN-u-nu-latn',
      'pa-IN-u-nu-latn',
      'ta-IN-u-nu-latn',
      'te-IN-u-nu-latn',
    ]);
  });
});

describe('Punjabi dates where the browser has no Punjabi calendar data', () => {
  const moment = new Date('2025-05-03T06:40:00Z');

  it('writes them as a full ICU does', () => {
    const india = 'Asia/Kolkata';
    expect(dateWithOwnMonthNames(moment, 'pa', { style: 'long', timeZone: india })).toBe(
      new Intl.DateTimeFormat('pa-IN-u-nu-latn', { dateStyle: 'long', timeZone: india }).format(moment),
    );
    expect(dateWithOwnMonthNames(moment, 'pa', { style: 'monthYear', timeZone: 'UTC' })).toBe('ਮਈ 2025');
    expect(
      dateWithOwnMonthNames(new Date(Date.UTC(2026, 0, 26)), 'pa', { style: 'medium', timeZone: 'UTC' }),
    ).toBe('26 ਜਨ 2026');
    expect(dateWithOwnMonthNames(moment, 'pa', { style: 'medium', timeZone: india, withTime: true })).toBe(
      '3 ਮਈ 2025, 12:10 PM',
    );
  });

  it('is used only for a language with its own month names', () => {
    expect(dateWithOwnMonthNames(moment, 'hi', { style: 'long', timeZone: 'UTC' })).toBeNull();
  });

  it('takes over when Intl prints "M04" for a month', () => {
    const RealFormat = Intl.DateTimeFormat;
    const spy = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((tag, options) => {
      if (String(tag).startsWith('pa'))
        return new RealFormat('und', { ...options, month: options?.month ? 'numeric' : undefined });
      return new RealFormat(tag, options);
    });
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./date') as typeof import('./date');
      expect(fresh.formatMonthYear('2026-04', 'pa')).toBe('ਅਪ੍ਰੈਲ 2026');
      expect(fresh.formatDate('2025-06-01', 'pa')).toBe('1 ਜੂਨ 2025');
      expect(fresh.formatDayMonth('2026-01-26', 'pa')).toBe('26 ਜਨ');
    });
    spy.mockRestore();
  });
});
