import { en as catalog } from './catalog/en';
import { en as dealers } from './dealers/en';
import { en as lists } from './lists/en';
import { en as runningCost } from './running-cost/en';
import { en as usedVehicles } from './used-vehicles/en';

/** The catalogue's English texts (namespace "catalog") that the API's page titles read too. */
export const catalogueTextsEn = { catalog, dealers, lists, runningCost, usedVehicles };
