import { lazyTexts } from '@cvb/i18n';

/** Namespace "catalog" per locale, for `createRemote({ texts })` and `TextsReady`; registerCatalogTexts() is the eager form. */
export const lazyCatalogTexts = lazyTexts('catalog', {
  en: () => import(/* webpackChunkName: "texts-catalog-en" */ './by-locale/en').then((m) => m.texts),
  hi: () => import(/* webpackChunkName: "texts-catalog-hi" */ './by-locale/hi').then((m) => m.texts),
  mr: () => import(/* webpackChunkName: "texts-catalog-mr" */ './by-locale/mr').then((m) => m.texts),
  pa: () => import(/* webpackChunkName: "texts-catalog-pa" */ './by-locale/pa').then((m) => m.texts),
  ta: () => import(/* webpackChunkName: "texts-catalog-ta" */ './by-locale/ta').then((m) => m.texts),
  te: () => import(/* webpackChunkName: "texts-catalog-te" */ './by-locale/te').then((m) => m.texts),
});
