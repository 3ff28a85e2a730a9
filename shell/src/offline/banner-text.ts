import type { LocaleCode } from '@cvb/contracts';
import { localeInfo } from '@cvb/i18n';

/** "28 Nov, 10:40" in the visitor's language (the time the prices on the page were saved). */
export function savedTimeText(savedAt: Date, locale: LocaleCode, timeZone?: string): string {
  const tag = locale === 'en' ? 'en-IN' : localeInfo(locale).tag;
  const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone }).format(savedAt);
  const time = new Intl.DateTimeFormat(tag, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(savedAt);
  return `${day}, ${time}`;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The offline banner: "You are offline — prices as of 28 Nov, 10:40", or without a time when none is known. */
export function offlineBannerText(
  t: Translate,
  savedAt: Date | null,
  locale: LocaleCode,
  timeZone?: string,
): string {
  return savedAt
    ? t('offline.banner', {
        time: savedTimeText(savedAt, locale, timeZone),
        interpolation: { escapeValue: false },
      })
    : t('offline.bannerNoTime');
}
