import {
  RUNNING_COST_ENERGIES,
  type RunningCostDefaults,
  type RunningCostEnergy,
} from './running-cost-defaults';

/** The specs the energy use is worked out from (a variant's merged specs). */
export interface EnergySpecs {
  fuelType: string;
  mileageKmpl: number | null;
  batteryKwh: number | null;
  drivingRangeKm: number | null;
  powerHp: number | null;
}

/** The energy a fuel type is bought as; null for one the calculator does not price (a hybrid). */
export function energyOf(fuelType: string): RunningCostEnergy | null {
  return RUNNING_COST_ENERGIES.find((energy) => energy === fuelType) ?? null;
}

/**
 * Litres (kg of CNG, kWh from the grid) used per km, or per engine hour for a vertical counted in hours:
 * 1 / mileage; battery ÷ range × charging losses; horsepower × use per hp-hour. Null when a spec is missing.
 */
export function energyPerUnit(specs: EnergySpecs, defaults: RunningCostDefaults): number | null {
  const energy = energyOf(specs.fuelType);
  if (energy === null) return null;
  if (defaults.usageUnit === 'hour') {
    if (specs.powerHp === null || specs.powerHp <= 0) return null;
    return specs.powerHp * (energy === 'electric' ? defaults.perHpHour.kwh : defaults.perHpHour.litres);
  }
  if (energy === 'electric') {
    if (!specs.batteryKwh || !specs.drivingRangeKm) return null;
    return (specs.batteryKwh / specs.drivingRangeKm) * defaults.gridKwhPerBatteryKwh;
  }
  return specs.mileageKmpl && specs.mileageKmpl > 0 ? 1 / specs.mileageKmpl : null;
}
