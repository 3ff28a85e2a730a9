import { lazyTexts } from '@cvb/i18n';

/** Namespace 'media' per locale: a visitor downloads their own language only. */
export const lazyMediaTexts = lazyTexts('media', {
  en: () => import(/* webpackChunkName: "texts-media-en" */ './en').then((m) => m.en),
  hi: () => import(/* webpackChunkName: "texts-media-hi" */ './hi').then((m) => m.hi),
  mr: () => import(/* webpackChunkName: "texts-media-mr" */ './mr').then((m) => m.mr),
  pa: () => import(/* webpackChunkName: "texts-media-pa" */ './pa').then((m) => m.pa),
  ta: () => import(/* webpackChunkName: "texts-media-ta" */ './ta').then((m) => m.ta),
  te: () => import(/* webpackChunkName: "texts-media-te" */ './te').then((m) => m.te),
});
