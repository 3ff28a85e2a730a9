import { hi as catalogue } from './catalogue/hi';
import { hi as dealers } from './dealers/hi';
import { hi as lists } from './lists/hi';
import { hi as runningCost } from './running-cost/hi';
import { hi as usedVehicles } from './used-vehicles/hi';

/** The catalogue's Hindi texts (namespace "catalogue") that the API's page titles read too. */
export const catalogueTextsHi = { catalogue, dealers, lists, runningCost, usedVehicles };
