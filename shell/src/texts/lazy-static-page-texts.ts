import { lazyTexts } from '@cvb/i18n';

/**
 * Namespace "shell", keys `pages` and `expo`: the about, legal, contact and Auto Expo pages' texts, which the home page
 * does not need. They load with those pages, in the page's language only (English too is a chunk of its own).
 */
export const lazyStaticPageTexts = lazyTexts('shell', {
  en: () => import(/* webpackChunkName: "texts-shell-pages-en" */ './static-pages/en').then((m) => m.en),
  hi: () => import(/* webpackChunkName: "texts-shell-pages-hi" */ './static-pages/hi').then((m) => m.hi),
  mr: () => import(/* webpackChunkName: "texts-shell-pages-mr" */ './static-pages/mr').then((m) => m.mr),
  pa: () => import(/* webpackChunkName: "texts-shell-pages-pa" */ './static-pages/pa').then((m) => m.pa),
  ta: () => import(/* webpackChunkName: "texts-shell-pages-ta" */ './static-pages/ta').then((m) => m.ta),
  te: () => import(/* webpackChunkName: "texts-shell-pages-te" */ './static-pages/te').then((m) => m.te),
});
