import type { LocaleCode } from '@cvb/contracts';
import { offlineTexts } from '../texts/offline-texts';

const LANG_TAGS: Record<LocaleCode, string> = {
  en: 'en',
  hi: 'hi-IN',
  mr: 'mr-IN',
  pa: 'pa',
  ta: 'ta-IN',
  te: 'te-IN',
};
export const THEME_COLOR = '#0b5cab';

/** The link the page's head carries: the manifest in the page's language. */
export function webAppManifestHref(locale: LocaleCode): string {
  return `/manifest.webmanifest?lang=${locale}`;
}

/**
 * The web app manifest in a language: its name and description in that language, the start URL of that language's
 * home page, the brand's theme colour and the icons (built beside the shell's code: dist/public/icons).
 */
export function webAppManifest(locale: LocaleCode) {
  const t = offlineTexts[locale].offline;
  const home = locale === 'en' ? '/' : `/${locale}`;
  return {
    id: '/',
    name: t.appName,
    short_name: t.shortName,
    description: t.description,
    lang: LANG_TAGS[locale],
    dir: 'ltr',
    start_url: `${home}?source=installed`,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: '#f4f6f9',
    categories: ['business', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
