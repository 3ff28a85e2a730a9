import { lazyTexts } from '@cvb/i18n';

/**
 * Namespace "shell", key `footer`: the footer's texts, loaded with the footer's code when the footer is seen or the
 * page is idle, in the page's language only. English shares the footer's chunk (same chunk name: one request, and
 * gzip reads the texts and the code that uses them together); the other languages are chunks of their own.
 */
export const lazyFooterTexts = lazyTexts('shell', {
  en: () => import(/* webpackChunkName: "footer" */ './footer/en').then((m) => m.en),
  hi: () => import(/* webpackChunkName: "texts-shell-footer-hi" */ './footer/hi').then((m) => m.hi),
  mr: () => import(/* webpackChunkName: "texts-shell-footer-mr" */ './footer/mr').then((m) => m.mr),
  pa: () => import(/* webpackChunkName: "texts-shell-footer-pa" */ './footer/pa').then((m) => m.pa),
  ta: () => import(/* webpackChunkName: "texts-shell-footer-ta" */ './footer/ta').then((m) => m.ta),
  te: () => import(/* webpackChunkName: "texts-shell-footer-te" */ './footer/te').then((m) => m.te),
});
