import type { LocaleCode } from '@cvb/contracts';
import { formatRupees } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';

export function useLocale(): LocaleCode {
  return useAppSelector(selectLocale);
}

/** "₹24,500" in the page's language (Latin digits, Indian grouping). */
export function useRupees(): (value: number | null) => string | null {
  const locale = useLocale();
  return (value) => (value === null ? null : formatRupees(value, locale));
}
