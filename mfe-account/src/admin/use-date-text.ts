import { formatDate } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';

/** Formats an ISO time as a date (and time) in the reader's language, in India's time zone. */
export function useDateText(withTime = false): (iso: string) => string {
  const locale = useAppSelector(selectLocale);
  return (iso) => formatDate(iso, locale, { style: 'medium', withTime });
}
