import { lazyTexts } from '@cvb/i18n';
import { texts as english } from './by-locale/en';

/**
 * Namespace "shell" per locale; start-up loads the page's language before the chrome renders. English is in the
 * shell's own bundle (the first paint of most visits, and every language's fallback): no extra request for it.
 */
export const lazyShellTexts = lazyTexts('shell', {
  en: () => Promise.resolve(english),
  hi: () => import(/* webpackChunkName: "texts-shell-hi" */ './by-locale/hi').then((m) => m.texts),
  mr: () => import(/* webpackChunkName: "texts-shell-mr" */ './by-locale/mr').then((m) => m.texts),
  pa: () => import(/* webpackChunkName: "texts-shell-pa" */ './by-locale/pa').then((m) => m.texts),
  ta: () => import(/* webpackChunkName: "texts-shell-ta" */ './by-locale/ta').then((m) => m.texts),
  te: () => import(/* webpackChunkName: "texts-shell-te" */ './by-locale/te').then((m) => m.texts),
});
