import type { LocaleCode } from '@cvb/contracts';
import { formatDate } from '@cvb/format';

/** "2025-05-03T06:40:00Z" → "3 May 2025" in the page's language (Indian order in English too). */
export function postedDate(iso: string, locale: LocaleCode): string {
  return formatDate(iso, locale);
}
