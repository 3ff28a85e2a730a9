/** Fuel price seed: one year of prices for every state and union territory (see ./fuel). */
export { fuelPriceSeeds, FUEL_HISTORY_DAYS, type FuelPriceSeed } from './fuel/fuel-history';
export { fuelCitySeeds, FUEL_STATES } from './fuel/fuel-cities';
