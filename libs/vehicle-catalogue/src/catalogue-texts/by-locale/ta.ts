import { catalogueTextsTa } from '@cvb/contracts';
import { mergeTexts } from '@cvb/i18n';
import { ta as compare } from '../../compare-page/locales/ta';
import { ta as emi } from '../../emi-page/locales/ta';
import { ta as modelPage } from '../../model-page/locales/ta';
import { ta as reviews } from '../../reviews/locales/ta';
import { ta as usedLinks } from '../../used-links/locales/ta';
import { ta as view360 } from '../../view-360/locales/ta';

const { catalogue, dealers, lists, runningCost, usedVehicles } = catalogueTextsTa;

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
