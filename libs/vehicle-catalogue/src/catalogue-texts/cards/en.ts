import { en as catalogue } from '@cvb/contracts/catalogue-texts/catalogue/en';
import { en as lists } from '@cvb/contracts/catalogue-texts/lists/en';
import { cardTexts } from '../card-texts';
import { en as modelPage } from '../../model-page/locales/en';

/** The English words of a shelf or list of model cards (see `lazyCatalogueCardTexts`). */
export const texts = cardTexts(catalogue, lists, modelPage);
