import { lazyTexts } from '@cvb/i18n';

/** Namespace "ui": the shared components' texts, one chunk per language, loaded when a component first needs them. */
export const uiLazyTexts = lazyTexts('ui', {
  en: () => import(/* webpackChunkName: "texts-ui-en" */ './locales/en').then((m) => m.en),
  hi: () => import(/* webpackChunkName: "texts-ui-hi" */ './locales/hi').then((m) => m.hi),
  mr: () => import(/* webpackChunkName: "texts-ui-mr" */ './locales/mr').then((m) => m.mr),
  pa: () => import(/* webpackChunkName: "texts-ui-pa" */ './locales/pa').then((m) => m.pa),
  ta: () => import(/* webpackChunkName: "texts-ui-ta" */ './locales/ta').then((m) => m.ta),
  te: () => import(/* webpackChunkName: "texts-ui-te" */ './locales/te').then((m) => m.te),
});
