import { pa as catalogue } from '@cvb/contracts/catalogue-texts/catalogue/pa';
import { pa as lists } from '@cvb/contracts/catalogue-texts/lists/pa';
import { cardTexts } from '../card-texts';
import { pa as modelPage } from '../../model-page/locales/pa';

/** The Punjabi words of a shelf or list of model cards (see `lazyCatalogueCardTexts`). */
export const texts = cardTexts(catalogue, lists, modelPage);
