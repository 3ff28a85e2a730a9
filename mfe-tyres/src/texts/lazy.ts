import { lazyTexts } from '@cvb/i18n';

/** Namespace 'tyres' per locale: a visitor downloads their own language only. */
export const lazyTyreTexts = lazyTexts('tyres', {
  en: () => import(/* webpackChunkName: "texts-tyres-en" */ './en').then((m) => m.en),
  hi: () => import(/* webpackChunkName: "texts-tyres-hi" */ './hi').then((m) => m.hi),
  mr: () => import(/* webpackChunkName: "texts-tyres-mr" */ './mr').then((m) => m.mr),
  pa: () => import(/* webpackChunkName: "texts-tyres-pa" */ './pa').then((m) => m.pa),
  ta: () => import(/* webpackChunkName: "texts-tyres-ta" */ './ta').then((m) => m.ta),
  te: () => import(/* webpackChunkName: "texts-tyres-te" */ './te').then((m) => m.te),
});
