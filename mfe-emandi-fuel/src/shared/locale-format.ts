import type { LocaleCode } from '@cvb/contracts';
import { formatDayMonth, formatDate as formatSiteDate } from '@cvb/format';
import { localeInfo } from '@cvb/i18n';

/** The Intl locale of a site locale: its language with Latin digits (en-IN for English). */
export function intlLocale(locale: LocaleCode): string {
  return locale === 'en' ? 'en-IN' : `${localeInfo(locale).tag}-u-nu-latn`;
}

/** "2026-11-24" → "24 Nov 2026" / "24 नव॰ 2026": the site's one date formatter (Latin digits, Punjabi months). */
export function formatDate(isoDate: string, locale: LocaleCode): string {
  return formatSiteDate(isoDate, locale, { style: 'medium' });
}

/** Short day and month for chart axes and dense tables. */
export function formatShortDate(isoDate: string, locale: LocaleCode): string {
  return formatDayMonth(isoDate, locale);
}

/** Rupees with Indian grouping: 2,450 or 94.72 (fractions only when there are some). */
export function formatRupees(value: number, locale: LocaleCode, fractionDigits = 0): string {
  return `₹${new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value)}`;
}

export function formatNumber(value: number, locale: LocaleCode, fractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
