import type { LocaleCode } from '@cvb/contracts';
import { formatMonthYear } from '@cvb/format';

/**
 * The launch period of an upcoming model in the visitor's language: "2026-04" → "April 2026",
 * "2026" → "2026"; any other text is shown as the API gave it.
 */
export function formatLaunchPeriod(expectedLaunch: string, locale: LocaleCode): string {
  return formatMonthYear(expectedLaunch, locale);
}
