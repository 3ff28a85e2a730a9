import { ta as catalogue } from './catalogue/ta';
import { ta as dealers } from './dealers/ta';
import { ta as lists } from './lists/ta';
import { ta as runningCost } from './running-cost/ta';
import { ta as usedVehicles } from './used-vehicles/ta';

/** The catalogue's Tamil texts (namespace "catalogue") that the API's page titles read too. */
export const catalogueTextsTa = { catalogue, dealers, lists, runningCost, usedVehicles };
