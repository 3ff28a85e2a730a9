/** Engines the running-cost formulas know; each is bought by its own unit (litre, kg of CNG, kWh). */
export const RUNNING_COST_ENERGIES = ['diesel', 'petrol', 'cng', 'lpg', 'electric'] as const;
export type RunningCostEnergy = (typeof RUNNING_COST_ENERGIES)[number];

/** What a vehicle's work is counted in: kilometres on the road, or engine hours (tractors). */
export type UsageUnit = 'km' | 'hour';

/** What a trip-cost calculation starts from (trucks). */
export interface TripCostDefaults {
  distanceKm: number;
  loadTonnes: number;
  /** Tolls of the trip, ₹. */
  tolls: number;
  /** Driver's allowance (bhatta) for the trip, ₹. */
  driverAllowance: number;
  /** Loading and unloading, ₹. */
  loadingCharges: number;
}

/**
 * The assumptions a vertical's cost-of-ownership page starts from (every one is shown with its source and can be
 * changed). Prices of fuel and tyres, insurance and road tax come from the data; these fill in the rest.
 */
export interface RunningCostDefaults {
  usageUnit: UsageUnit;
  /** Kilometres (or engine hours) a month. */
  monthlyUsage: number;
  years: number;
  /** Life of a set of tyres, in the usage unit. */
  tyreLife: number;
  /** Workshop service and repairs, ₹ per usage unit, for an engine and for an electric drive. */
  servicePerUnit: { combustion: number; electric: number };
  /** Yearly fall of the vehicle's value (written-down value), percent. */
  depreciationPercent: number;
  /** Permits and yearly fitness fees, ₹ a year. */
  permitPerYear: number;
  /** Tractors (counted in hours): litres of diesel and kWh used per horsepower per engine hour at average load. */
  perHpHour: { litres: number; kwh: number };
  /** kWh drawn from the grid per kWh stored in the battery (charging losses). */
  gridKwhPerBatteryKwh: number;
  /** The trip-cost calculator, for the verticals that have one. */
  trip?: TripCostDefaults;
}

/** Longest ownership period the calculator works out, in years. */
export const MAX_OWNERSHIP_YEARS = 10;
/** Most vehicles compared at once (as on the compare page). */
export const MAX_RUNNING_COST_VARIANTS = 4;
