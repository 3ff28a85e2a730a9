import { lazyTexts } from '@cvb/i18n';

/** Namespace "catalogue" per locale, for `createRemote({ texts })` and `TextsReady`; registerCatalogueTexts() is the eager form. */
export const lazyCatalogueTexts = lazyTexts('catalogue', {
  en: () => import(/* webpackChunkName: "texts-catalogue-en" */ './by-locale/en').then((m) => m.texts),
  hi: () => import(/* webpackChunkName: "texts-catalogue-hi" */ './by-locale/hi').then((m) => m.texts),
  mr: () => import(/* webpackChunkName: "texts-catalogue-mr" */ './by-locale/mr').then((m) => m.texts),
  pa: () => import(/* webpackChunkName: "texts-catalogue-pa" */ './by-locale/pa').then((m) => m.texts),
  ta: () => import(/* webpackChunkName: "texts-catalogue-ta" */ './by-locale/ta').then((m) => m.texts),
  te: () => import(/* webpackChunkName: "texts-catalogue-te" */ './by-locale/te').then((m) => m.texts),
});
