import { mergeTexts } from '@cvb/i18n';
import { pa as catalog } from '../pa';
import { pa as compare } from '../../compare-page/locales/pa';
import { pa as dealers } from '../../dealers-page/locales/pa';
import { pa as emi } from '../../emi-page/locales/pa';
import { pa as runningCost } from '../../cost-page/locales/pa';
import { pa as lists } from '../../list-pages/locales/pa';
import { pa as modelPage } from '../../model-page/locales/pa';
import { pa as reviews } from '../../reviews/locales/pa';
import { pa as usedVehicles } from '../../used-vehicles/locales/pa';

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
