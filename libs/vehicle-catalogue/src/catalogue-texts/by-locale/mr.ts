import { catalogueTextsMr } from '@cvb/contracts';
import { mergeTexts } from '@cvb/i18n';
import { mr as compare } from '../../compare-page/locales/mr';
import { mr as emi } from '../../emi-page/locales/mr';
import { mr as modelPage } from '../../model-page/locales/mr';
import { mr as reviews } from '../../reviews/locales/mr';
import { mr as usedLinks } from '../../used-links/locales/mr';
import { mr as view360 } from '../../view-360/locales/mr';

const { catalogue, dealers, lists, runningCost, usedVehicles } = catalogueTextsMr;

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
