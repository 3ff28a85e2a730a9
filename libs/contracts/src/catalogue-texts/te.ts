import { te as catalog } from './catalog/te';
import { te as dealers } from './dealers/te';
import { te as lists } from './lists/te';
import { te as runningCost } from './running-cost/te';
import { te as usedVehicles } from './used-vehicles/te';

/** The catalogue's Telugu texts (namespace "catalog") that the API's page titles read too. */
export const catalogueTextsTe = { catalog, dealers, lists, runningCost, usedVehicles };
