import type { LocaleCode } from '@cvb/contracts';
import { formatDate, formatMonthYear } from '@cvb/format';

/** "2026-04" → "April 2026" in the page's language (Latin digits); unparseable text is shown as given. */
export function monthYear(value: string, locale: LocaleCode): string {
  return formatMonthYear(value, locale);
}

/** "2025-06-01" → "1 June 2025" in the page's language (Latin digits). */
export function longDate(value: string, locale: LocaleCode): string {
  return formatDate(value, locale);
}
