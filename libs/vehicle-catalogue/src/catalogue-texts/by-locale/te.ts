import { catalogueTextsTe } from '@cvb/contracts';
import { mergeTexts } from '@cvb/i18n';
import { te as compare } from '../../compare-page/locales/te';
import { te as emi } from '../../emi-page/locales/te';
import { te as modelPage } from '../../model-page/locales/te';
import { te as reviews } from '../../reviews/locales/te';
import { te as usedLinks } from '../../used-links/locales/te';
import { te as view360 } from '../../view-360/locales/te';

const { catalogue, dealers, lists, runningCost, usedVehicles } = catalogueTextsTe;

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
