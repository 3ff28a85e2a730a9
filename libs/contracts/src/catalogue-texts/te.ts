import { te as catalogue } from './catalogue/te';
import { te as dealers } from './dealers/te';
import { te as lists } from './lists/te';
import { te as runningCost } from './running-cost/te';
import { te as usedVehicles } from './used-vehicles/te';

/** The catalogue's Telugu texts (namespace "catalogue") that the API's page titles read too. */
export const catalogueTextsTe = { catalogue, dealers, lists, runningCost, usedVehicles };
