import { en as catalogue } from './catalogue/en';
import { en as dealers } from './dealers/en';
import { en as lists } from './lists/en';
import { en as runningCost } from './running-cost/en';
import { en as usedVehicles } from './used-vehicles/en';

/** The catalogue's English texts (namespace "catalogue") that the API's page titles read too. */
export const catalogueTextsEn = { catalogue, dealers, lists, runningCost, usedVehicles };
