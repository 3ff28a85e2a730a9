import { ta as catalogue } from '@cvb/contracts/catalogue-texts/catalogue/ta';
import { ta as lists } from '@cvb/contracts/catalogue-texts/lists/ta';
import { cardTexts } from '../card-texts';
import { ta as modelPage } from '../../model-page/locales/ta';

/** The Tamil words of a shelf or list of model cards (see `lazyCatalogueCardTexts`). */
export const texts = cardTexts(catalogue, lists, modelPage);
