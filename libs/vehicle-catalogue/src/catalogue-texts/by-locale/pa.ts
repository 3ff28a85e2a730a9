import { catalogueTextsPa } from '@cvb/contracts';
import { mergeTexts } from '@cvb/i18n';
import { pa as compare } from '../../compare-page/locales/pa';
import { pa as emi } from '../../emi-page/locales/pa';
import { pa as modelPage } from '../../model-page/locales/pa';
import { pa as reviews } from '../../reviews/locales/pa';
import { pa as usedLinks } from '../../used-links/locales/pa';
import { pa as view360 } from '../../view-360/locales/pa';

const { catalogue, dealers, lists, runningCost, usedVehicles } = catalogueTextsPa;

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
