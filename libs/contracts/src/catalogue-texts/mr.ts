import { mr as catalogue } from './catalogue/mr';
import { mr as dealers } from './dealers/mr';
import { mr as lists } from './lists/mr';
import { mr as runningCost } from './running-cost/mr';
import { mr as usedVehicles } from './used-vehicles/mr';

/** The catalogue's Marathi texts (namespace "catalogue") that the API's page titles read too. */
export const catalogueTextsMr = { catalogue, dealers, lists, runningCost, usedVehicles };
