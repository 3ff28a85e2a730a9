import type { LocaleCode, SeoAlternate } from '@cvb/contracts';
import { LOCALES } from '@cvb/i18n/locales';
import { localizePath } from '@cvb/i18n/locale-path';

/** The picture a link preview shows when a page has none of its own. */
export const SITE_IMAGE = '/api/media/art/cv-bazaar/news/angle.webp';

/** An absolute URL of a site path (or the URL itself when it is already absolute). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/** The absolute URL of a page in a locale: `https://cvbazaar.in/hi/trucks`. */
export function pageUrl(origin: string, path: string, locale: LocaleCode): string {
  return `${origin}${localizePath(path, locale)}`;
}

/** The page in every language (hreflang = the locale's tag, docs/domain.md#languages) and English as x-default. */
export function languageVersions(origin: string, path: string): SeoAlternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale.tag, href: pageUrl(origin, path, locale.code) })),
    { hreflang: 'x-default', href: pageUrl(origin, path, 'en') },
  ];
}
