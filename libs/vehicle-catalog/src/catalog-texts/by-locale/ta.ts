import { mergeTexts } from '@cvb/i18n';
import { ta as catalog } from '../ta';
import { ta as compare } from '../../compare-page/locales/ta';
import { ta as dealers } from '../../dealers-page/locales/ta';
import { ta as emi } from '../../emi-page/locales/ta';
import { ta as runningCost } from '../../cost-page/locales/ta';
import { ta as lists } from '../../list-pages/locales/ta';
import { ta as modelPage } from '../../model-page/locales/ta';
import { ta as reviews } from '../../reviews/locales/ta';
import { ta as usedVehicles } from '../../used-vehicles/locales/ta';

/** Every part of namespace "catalog" in this locale: one chunk, fetched only by a visitor who reads it. */
export const texts = mergeTexts(
  catalog,
  compare,
  emi,
  runningCost,
  modelPage,
  reviews,
  lists,
  dealers,
  usedVehicles,
);
