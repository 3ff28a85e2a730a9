import { formatDate } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';

/**
 * Formats an ISO time as a date (and time) in the reader's language, in India's time zone. A time is on a 24-hour
 * clock ("20 Nov 2026, 11:00", "20 नव॰ 2026, 17:30"): Hindi and English would otherwise end in a Latin "am".
 */
export function useDateText(withTime = false): (iso: string) => string {
  const locale = useAppSelector(selectLocale);
  return (iso) => formatDate(iso, locale, { style: 'medium', withTime, hour24: withTime });
}
