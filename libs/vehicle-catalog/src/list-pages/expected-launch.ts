import type { LocaleCode } from '@cvb/contracts';
import { localeInfo } from '@cvb/i18n';

/**
 * The launch period of an upcoming model in the visitor's language: "2026-04" → "April 2026",
 * "2026" → "2026"; any other text is shown as the API gave it.
 */
export function formatLaunchPeriod(expectedLaunch: string, locale: LocaleCode): string {
  const monthMatch = /^(\d{4})-(\d{2})$/.exec(expectedLaunch);
  if (!monthMatch) return expectedLaunch;
  const [, year, month] = monthMatch;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, 1));
  return new Intl.DateTimeFormat(localeInfo(locale).tag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
