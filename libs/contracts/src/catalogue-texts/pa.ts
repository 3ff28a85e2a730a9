import { pa as catalogue } from './catalogue/pa';
import { pa as dealers } from './dealers/pa';
import { pa as lists } from './lists/pa';
import { pa as runningCost } from './running-cost/pa';
import { pa as usedVehicles } from './used-vehicles/pa';

/** The catalogue's Punjabi texts (namespace "catalogue") that the API's page titles read too. */
export const catalogueTextsPa = { catalogue, dealers, lists, runningCost, usedVehicles };
