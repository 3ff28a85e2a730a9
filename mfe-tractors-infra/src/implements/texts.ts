import { lazyTexts } from '@cvb/i18n';

/** Namespace "implements" per locale, loaded with the page. */
export const lazyImplementTexts = lazyTexts('implements', {
  en: () => import(/* webpackChunkName: "texts-implements-en" */ './locales/en').then((m) => m.en.implements),
  hi: () => import(/* webpackChunkName: "texts-implements-hi" */ './locales/hi').then((m) => m.hi.implements),
  mr: () => import(/* webpackChunkName: "texts-implements-mr" */ './locales/mr').then((m) => m.mr.implements),
  pa: () => import(/* webpackChunkName: "texts-implements-pa" */ './locales/pa').then((m) => m.pa.implements),
  ta: () => import(/* webpackChunkName: "texts-implements-ta" */ './locales/ta').then((m) => m.ta.implements),
  te: () => import(/* webpackChunkName: "texts-implements-te" */ './locales/te').then((m) => m.te.implements),
});
