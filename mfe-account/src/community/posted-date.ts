import type { LocaleCode } from '@cvb/contracts';
import { localeInfo } from '@cvb/i18n';

/** "2025-05-03T06:40:00Z" → "3 May 2025" in the page's language (Indian order in English too). */
export function postedDate(iso: string, locale: LocaleCode): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const tag = locale === 'en' ? 'en-IN' : localeInfo(locale).tag;
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(date);
}
