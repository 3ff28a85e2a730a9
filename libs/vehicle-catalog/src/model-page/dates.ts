import type { LocaleCode } from '@cvb/contracts';
import { localeInfo } from '@cvb/i18n';

/** Dates read the Indian way in English too: "1 June 2025". */
const dateTag = (locale: LocaleCode) => (locale === 'en' ? 'en-IN' : localeInfo(locale).tag);

/** "2026-04" → "April 2026" in the page's language; unparseable text is shown as given. */
export function monthYear(value: string, locale: LocaleCode): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(dateTag(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** "2025-06-01" → "1 June 2025" in the page's language. */
export function longDate(value: string, locale: LocaleCode): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(dateTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
