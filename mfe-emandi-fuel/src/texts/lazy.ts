import { lazyTexts } from '@cvb/i18n';
import { EMANDI_NS } from './namespace';

/** Namespace 'emandi' per locale: a visitor downloads their own language only. */
export const lazyEmandiTexts = lazyTexts(EMANDI_NS, {
  en: () => import(/* webpackChunkName: "texts-emandi-en" */ './en').then((m) => m.en),
  hi: () => import(/* webpackChunkName: "texts-emandi-hi" */ './hi').then((m) => m.hi),
  mr: () => import(/* webpackChunkName: "texts-emandi-mr" */ './mr').then((m) => m.mr),
  pa: () => import(/* webpackChunkName: "texts-emandi-pa" */ './pa').then((m) => m.pa),
  ta: () => import(/* webpackChunkName: "texts-emandi-ta" */ './ta').then((m) => m.ta),
  te: () => import(/* webpackChunkName: "texts-emandi-te" */ './te').then((m) => m.te),
});
