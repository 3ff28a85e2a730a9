import type { LocaleCode } from '@cvb/contracts';
import { localeInfo } from '@cvb/i18n';

function localDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year, (month ?? 1) - 1, day ?? 1);
}

/** "17 – 22 January 2025" in the page's language, always with Latin digits (Marathi ICU would not). */
export function formatExpoDates(startIso: string, endIso: string, locale: LocaleCode): string {
  // Plain 'en' would give the US order (January 17 – 22); the site writes dates the Indian way.
  const tag = locale === 'en' ? 'en-IN' : localeInfo(locale).tag;
  const format = new Intl.DateTimeFormat(`${tag}-u-nu-latn`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return format.formatRange(localDate(startIso), localDate(endIso));
}
