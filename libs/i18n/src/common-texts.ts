import { en } from './common/en';
import { lazyTexts } from './lazy-texts';

/**
 * The texts shared by the shell and every remote (namespace "common"), one chunk per language: English is in the
 * bundle (the fallback), every other language is fetched only by a page in it. `loadTexts` always loads them with
 * the texts asked for, so whatever renders after it has the common texts of its language too.
 */
export const commonTexts = lazyTexts('common', {
  en: () => Promise.resolve(en),
  hi: () => import(/* webpackChunkName: "texts-common-hi" */ './common/hi').then((module) => module.hi),
  mr: () => import(/* webpackChunkName: "texts-common-mr" */ './common/mr').then((module) => module.mr),
  pa: () => import(/* webpackChunkName: "texts-common-pa" */ './common/pa').then((module) => module.pa),
  ta: () => import(/* webpackChunkName: "texts-common-ta" */ './common/ta').then((module) => module.ta),
  te: () => import(/* webpackChunkName: "texts-common-te" */ './common/te').then((module) => module.te),
});
