import { lazyTexts } from '@cvb/i18n';

/** Namespace "leads" per locale, for `createRemote({ texts })` and `TextsReady`; registerLeadTexts() is the eager form. */
export const lazyLeadTexts = lazyTexts('leads', {
  en: () => import(/* webpackChunkName: "texts-leads-en" */ './en').then((m) => m.en),
  hi: () => import(/* webpackChunkName: "texts-leads-hi" */ './hi').then((m) => m.hi),
  mr: () => import(/* webpackChunkName: "texts-leads-mr" */ './mr').then((m) => m.mr),
  pa: () => import(/* webpackChunkName: "texts-leads-pa" */ './pa').then((m) => m.pa),
  ta: () => import(/* webpackChunkName: "texts-leads-ta" */ './ta').then((m) => m.ta),
  te: () => import(/* webpackChunkName: "texts-leads-te" */ './te').then((m) => m.te),
});
