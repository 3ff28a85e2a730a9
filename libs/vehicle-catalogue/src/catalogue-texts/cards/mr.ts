import { mr as catalogue } from '@cvb/contracts/catalogue-texts/catalogue/mr';
import { mr as lists } from '@cvb/contracts/catalogue-texts/lists/mr';
import { cardTexts } from '../card-texts';
import { mr as modelPage } from '../../model-page/locales/mr';

/** The Marathi words of a shelf or list of model cards (see `lazyCatalogueCardTexts`). */
export const texts = cardTexts(catalogue, lists, modelPage);
