import { lazyTexts } from './lazy-texts';

/**
 * The names of the site's places in the page's language (namespace "places", a `PlaceTable` of `@cvb/contracts`,
 * docs/domain.md#cities), always loaded with the common texts: English is the key, so it has nothing to load; every
 * other language comes in the chunk of its common texts (same chunk name), no request of its own.
 */
export const placeTexts = lazyTexts('places', {
  en: () => Promise.resolve({}),
  hi: () =>
    import(/* webpackChunkName: "texts-common-hi" */ '@cvb/contracts/places/hi').then((module) => module.hi),
  mr: () =>
    import(/* webpackChunkName: "texts-common-mr" */ '@cvb/contracts/places/mr').then((module) => module.mr),
  pa: () =>
    import(/* webpackChunkName: "texts-common-pa" */ '@cvb/contracts/places/pa').then((module) => module.pa),
  ta: () =>
    import(/* webpackChunkName: "texts-common-ta" */ '@cvb/contracts/places/ta').then((module) => module.ta),
  te: () =>
    import(/* webpackChunkName: "texts-common-te" */ '@cvb/contracts/places/te').then((module) => module.te),
});
