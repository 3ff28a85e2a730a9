import { pa as catalog } from './catalog/pa';
import { pa as dealers } from './dealers/pa';
import { pa as lists } from './lists/pa';
import { pa as runningCost } from './running-cost/pa';
import { pa as usedVehicles } from './used-vehicles/pa';

/** The catalogue's Punjabi texts (namespace "catalog") that the API's page titles read too. */
export const catalogueTextsPa = { catalog, dealers, lists, runningCost, usedVehicles };
