import { mergeTexts } from '@cvb/i18n';
import { mr as catalog } from '../mr';
import { mr as compare } from '../../compare-page/locales/mr';
import { mr as dealers } from '../../dealers-page/locales/mr';
import { mr as emi } from '../../emi-page/locales/mr';
import { mr as runningCost } from '../../cost-page/locales/mr';
import { mr as lists } from '../../list-pages/locales/mr';
import { mr as modelPage } from '../../model-page/locales/mr';
import { mr as reviews } from '../../reviews/locales/mr';
import { mr as usedVehicles } from '../../used-vehicles/locales/mr';

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
