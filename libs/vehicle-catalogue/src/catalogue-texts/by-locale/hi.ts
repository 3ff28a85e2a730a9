import { catalogueTextsHi } from '@cvb/contracts';
import { mergeTexts } from '@cvb/i18n';
import { hi as compare } from '../../compare-page/locales/hi';
import { hi as emi } from '../../emi-page/locales/hi';
import { hi as modelPage } from '../../model-page/locales/hi';
import { hi as reviews } from '../../reviews/locales/hi';
import { hi as usedLinks } from '../../used-links/locales/hi';
import { hi as view360 } from '../../view-360/locales/hi';

const { catalogue, dealers, lists, runningCost, usedVehicles } = catalogueTextsHi;

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
