import { hi as catalogue } from '@cvb/contracts/catalogue-texts/catalogue/hi';
import { hi as lists } from '@cvb/contracts/catalogue-texts/lists/hi';
import { cardTexts } from '../card-texts';
import { hi as modelPage } from '../../model-page/locales/hi';

/** The Hindi words of a shelf or list of model cards (see `lazyCatalogueCardTexts`). */
export const texts = cardTexts(catalogue, lists, modelPage);
