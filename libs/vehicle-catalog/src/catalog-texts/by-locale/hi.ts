import { mergeTexts } from '@cvb/i18n';
import { hi as catalog } from '../hi';
import { hi as compare } from '../../compare-page/locales/hi';
import { hi as dealers } from '../../dealers-page/locales/hi';
import { hi as emi } from '../../emi-page/locales/hi';
import { hi as runningCost } from '../../cost-page/locales/hi';
import { hi as lists } from '../../list-pages/locales/hi';
import { hi as modelPage } from '../../model-page/locales/hi';
import { hi as reviews } from '../../reviews/locales/hi';
import { hi as usedVehicles } from '../../used-vehicles/locales/hi';

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
