import type { LocaleCode } from '@cvb/contracts';

/** Dates read the Indian way in English too ("1 June 2025"), with Latin digits in every language. */
const DATE_TAGS: Record<LocaleCode, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  mr: 'mr-IN',
  pa: 'pa-IN',
  ta: 'ta-IN',
  te: 'te-IN',
};

/** The Intl tag for dates of a language: "mr-IN-u-nu-latn" (Marathi would otherwise print १, २…). */
export function dateLocaleTag(locale: LocaleCode): string {
  return `${DATE_TAGS[locale]}-u-nu-latn`;
}

/**
 * Month names for a language whose calendar data a browser's trimmed ICU may lack: Chromium has none
 * for Punjabi and prints "2026 M04". Taken from CLDR, as a full ICU (Node) prints them.
 */
const OWN_MONTH_NAMES: Partial<Record<LocaleCode, { long: readonly string[]; short: readonly string[] }>> = {
  pa: {
    long: ['ਜਨਵਰੀ', 'ਫ਼ਰਵਰੀ', 'ਮਾਰਚ', 'ਅਪ੍ਰੈਲ', 'ਮਈ', 'ਜੂਨ', 'ਜੁਲਾਈ', 'ਅਗਸਤ', 'ਸਤੰਬਰ', 'ਅਕਤੂਬਰ', 'ਨਵੰਬਰ', 'ਦਸੰਬਰ'],
    short: ['ਜਨ', 'ਫ਼ਰ', 'ਮਾਰਚ', 'ਅਪ੍ਰੈ', 'ਮਈ', 'ਜੂਨ', 'ਜੁਲਾ', 'ਅਗ', 'ਸਤੰ', 'ਅਕਤੂ', 'ਨਵੰ', 'ਦਸੰ'],
  },
};

const calendarDataKnown = new Map<LocaleCode, boolean>();

/** False where Intl falls back to "M01" for a month name (no calendar data for the language). */
function hasCalendarData(locale: LocaleCode): boolean {
  let known = calendarDataKnown.get(locale);
  if (known === undefined) {
    const january = new Intl.DateTimeFormat(dateLocaleTag(locale), { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2025, 0, 15)),
    );
    known = !/^M?\d+$/.test(january.trim());
    calendarDataKnown.set(locale, known);
  }
  return known;
}

/** Day, month (1-12) and year of a moment in a time zone, with Latin digits. */
function dateParts(date: Date, timeZone: string): { day: number; month: number; year: number } {
  const parts = new Intl.DateTimeFormat('en-IN-u-nu-latn', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone,
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), month: part('month'), year: part('year') };
}

/**
 * A date written with our own month names ("3 ਮਈ 2025", "ਮਈ 2025"), as ICU writes it where it has the
 * data; for a language in `OWN_MONTH_NAMES` only.
 */
export function dateWithOwnMonthNames(
  date: Date,
  locale: LocaleCode,
  options: {
    style: 'long' | 'medium' | 'monthYear' | 'dayMonth';
    timeZone: string;
    withTime?: boolean;
    hour24?: boolean;
  },
): string | null {
  const names = OWN_MONTH_NAMES[locale];
  if (!names) return null;
  const { day, month, year } = dateParts(date, options.timeZone);
  if (options.style === 'monthYear') return `${names.long[month - 1]} ${year}`;
  if (options.style === 'dayMonth') return `${day} ${names.short[month - 1]}`;
  const monthName = (options.style === 'long' ? names.long : names.short)[month - 1];
  const text = `${day} ${monthName} ${year}`;
  if (!options.withTime) return text;
  const time = new Intl.DateTimeFormat('en-IN-u-nu-latn', {
    timeStyle: 'short',
    timeZone: options.timeZone,
    ...(options.hour24 ? { hourCycle: 'h23' as const } : {}),
  });
  return `${text}, ${time.format(date).toUpperCase()}`;
}

export interface DateOptions {
  /** "long": "1 June 2025" (default); "medium": "1 Jun 2025". */
  style?: 'long' | 'medium';
  /** Add the time of day ("1 Jun 2025, 5:30 pm"). */
  withTime?: boolean;
  /** The time on a 24-hour clock ("1 Jun 2025, 17:30"): no "am"/"pm", which many languages write in Latin. */
  hour24?: boolean;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const INDIA = 'Asia/Kolkata';

/**
 * A date in the reader's language: "2025-06-01" → "1 June 2025", "1 जून 2025", "1 जून, 2025".
 * A calendar date ("2025-06-01") is shown as that day; a time ("2025-05-03T06:40:00Z") as its day
 * in India. Text that is not a date is returned as given.
 */
export function formatDate(value: string | Date, locale: LocaleCode, options: DateOptions = {}): string {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = typeof value === 'string' ? new Date(dateOnly ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const style = options.style ?? 'long';
  const withTime = (options.withTime ?? false) && !dateOnly;
  const timeZone = dateOnly ? 'UTC' : INDIA;
  if (!hasCalendarData(locale)) {
    const own = dateWithOwnMonthNames(date, locale, { style, timeZone, withTime, hour24: options.hour24 });
    if (own) return own;
  }
  return new Intl.DateTimeFormat(dateLocaleTag(locale), {
    dateStyle: style,
    ...(withTime ? { timeStyle: 'short' } : {}),
    ...(withTime && options.hour24 ? { hourCycle: 'h23' } : {}),
    timeZone,
  }).format(date);
}

/**
 * A month in the reader's language: "2026-04" (or "2026-04-15") → "April 2026", "एप्रिल 2026";
 * a bare year "2026" and any other text are returned as given.
 */
export function formatMonthYear(value: string, locale: LocaleCode): string {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  if (!hasCalendarData(locale)) {
    const own = dateWithOwnMonthNames(date, locale, { style: 'monthYear', timeZone: 'UTC' });
    if (own) return own;
  }
  return new Intl.DateTimeFormat(dateLocaleTag(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * Day and short month for chart axes and dense tables: "2026-11-24" → "24 Nov", "24 नव॰"; a time
 * ("…T…Z") as its day in India. Text that is not a date is returned as given.
 */
export function formatDayMonth(value: string | Date, locale: LocaleCode): string {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = typeof value === 'string' ? new Date(dateOnly ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const timeZone = dateOnly ? 'UTC' : INDIA;
  if (!hasCalendarData(locale)) {
    const own = dateWithOwnMonthNames(date, locale, { style: 'dayMonth', timeZone });
    if (own) return own;
  }
  return new Intl.DateTimeFormat(dateLocaleTag(locale), { day: 'numeric', month: 'short', timeZone }).format(
    date,
  );
}
