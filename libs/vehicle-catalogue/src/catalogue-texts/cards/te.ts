import { te as catalogue } from '@cvb/contracts/catalogue-texts/catalogue/te';
import { te as lists } from '@cvb/contracts/catalogue-texts/lists/te';
import { cardTexts } from '../card-texts';
import { te as modelPage } from '../../model-page/locales/te';

/** The Telugu words of a shelf or list of model cards (see `lazyCatalogueCardTexts`). */
export const texts = cardTexts(catalogue, lists, modelPage);
