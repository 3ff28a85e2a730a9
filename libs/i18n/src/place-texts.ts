import { registerJoiner } from './case-endings/page-joiners';
import { lazyTexts } from './lazy-texts';

/**
 * The names of the site's places in the page's language (namespace "places", a `PlaceTable` of `@cvb/contracts`,
 * docs/domain.md#cities), always loaded with the common texts: English is the key, so it has nothing to load; every
 * other language comes in the chunk of its common texts (same chunk name), no request of its own. The language's
 * case-ending rule (`{{city, in}}`, case-endings/by-locale) comes in the same chunk.
 */
export const placeTexts = lazyTexts('places', {
  en: () => Promise.resolve({}),
  hi: () =>
    Promise.all([
      import(/* webpackChunkName: "texts-common-hi" */ '@cvb/contracts/places/hi'),
      import(/* webpackChunkName: "texts-common-hi" */ './case-endings/by-locale/hi'),
    ]).then(([places, joiner]) => {
      registerJoiner('hi', joiner.hi);
      return places.hi;
    }),
  mr: () =>
    Promise.all([
      import(/* webpackChunkName: "texts-common-mr" */ '@cvb/contracts/places/mr'),
      import(/* webpackChunkName: "texts-common-mr" */ './case-endings/by-locale/mr'),
    ]).then(([places, joiner]) => {
      registerJoiner('mr', joiner.mr);
      return places.mr;
    }),
  pa: () =>
    Promise.all([
      import(/* webpackChunkName: "texts-common-pa" */ '@cvb/contracts/places/pa'),
      import(/* webpackChunkName: "texts-common-pa" */ './case-endings/by-locale/pa'),
    ]).then(([places, joiner]) => {
      registerJoiner('pa', joiner.pa);
      return places.pa;
    }),
  ta: () =>
    Promise.all([
      import(/* webpackChunkName: "texts-common-ta" */ '@cvb/contracts/places/ta'),
      import(/* webpackChunkName: "texts-common-ta" */ './case-endings/by-locale/ta'),
    ]).then(([places, joiner]) => {
      registerJoiner('ta', joiner.ta);
      return places.ta;
    }),
  te: () =>
    Promise.all([
      import(/* webpackChunkName: "texts-common-te" */ '@cvb/contracts/places/te'),
      import(/* webpackChunkName: "texts-common-te" */ './case-endings/by-locale/te'),
    ]).then(([places, joiner]) => {
      registerJoiner('te', joiner.te);
      return places.te;
    }),
});
