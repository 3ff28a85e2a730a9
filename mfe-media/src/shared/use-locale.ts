import { selectLocale, useAppSelector } from '@cvb/store';
import type { LocaleCode } from '@cvb/contracts';

/** The page's language. */
export function useLocale(): LocaleCode {
  return useAppSelector(selectLocale);
}

/** A site path with the locale's prefix, for links that leave the router (feeds, AMP, share links). */
export function withLocale(locale: LocaleCode, path: string): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}
