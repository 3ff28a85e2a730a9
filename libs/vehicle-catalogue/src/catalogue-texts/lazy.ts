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

/**
 * The words of a shelf or list of model cards only (`cardTexts`), also namespace "catalogue": a host page's widget
 * (the home page's popular trucks) loads these instead of the whole namespace. A page that loads
 * `lazyCatalogueTexts` too gets the rest merged in.
 */
export const lazyCatalogueCardTexts = lazyTexts('catalogue', {
  en: () => import(/* webpackChunkName: "texts-catalogue-cards-en" */ './cards/en').then((m) => m.texts),
  hi: () => import(/* webpackChunkName: "texts-catalogue-cards-hi" */ './cards/hi').then((m) => m.texts),
  mr: () => import(/* webpackChunkName: "texts-catalogue-cards-mr" */ './cards/mr').then((m) => m.texts),
  pa: () => import(/* webpackChunkName: "texts-catalogue-cards-pa" */ './cards/pa').then((m) => m.texts),
  ta: () => import(/* webpackChunkName: "texts-catalogue-cards-ta" */ './cards/ta').then((m) => m.texts),
  te: () => import(/* webpackChunkName: "texts-catalogue-cards-te" */ './cards/te').then((m) => m.texts),
});
