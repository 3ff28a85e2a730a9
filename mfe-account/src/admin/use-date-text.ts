import { localeInfo } from '@cvb/i18n';
import { selectLocale, useAppSelector } from '@cvb/store';

/** Formats an ISO time as a date (and time) in the reader's language, in India's time zone. */
export function useDateText(withTime = false): (iso: string) => string {
  const locale = useAppSelector(selectLocale);
  const tag = localeInfo(locale).tag;
  return (iso) =>
    new Date(iso).toLocaleString(tag, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'Asia/Kolkata',
    });
}
