import { catalogueTextsEn } from '@cvb/contracts';
import { mergeTexts } from '@cvb/i18n';
import { en as compare } from '../../compare-page/locales/en';
import { en as emi } from '../../emi-page/locales/en';
import { en as modelPage } from '../../model-page/locales/en';
import { en as reviews } from '../../reviews/locales/en';
import { en as usedLinks } from '../../used-links/locales/en';
import { en as view360 } from '../../view-360/locales/en';

const { catalogue, dealers, lists, runningCost, usedVehicles } = catalogueTextsEn;

/** Every part of namespace "catalogue" in this locale: one chunk, fetched only by a visitor who reads it. */
export const texts = mergeTexts(
  catalogue,
  compare,
  emi,
  runningCost,
  modelPage,
  reviews,
  lists,
  dealers,
  usedVehicles,
  usedLinks,
  view360,
);
