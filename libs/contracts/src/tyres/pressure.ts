import { parseTyreSize } from './tyre-size';

/**
 * Cold inflation pressure from the load each tyre carries, the way a load-inflation table is read:
 * pick the lowest pressure whose load capacity covers the load. Published tables (ETRTO, Tyre and Rim
 * Association, and the makers' data books that copy them) follow load ∝ pressure^0.7 between the
 * size's minimum pressure and the pressure of its maximum load; we rebuild the table from those two
 * points and round up to the table's step.
 */
export const LOAD_INFLATION_EXPONENT = 0.7;
export const PSI_PER_BAR = 14.5038;

export interface LoadInflationReference {
  /** Maximum load per tyre in single fitment, kg. */
  maxLoadKg: number;
  /** Cold pressure at that maximum load, psi. */
  maxPressurePsi: number;
  /** Lowest pressure the table lists, psi. */
  minPressurePsi: number;
  /** Step between rows of the table, psi. */
  stepPsi: number;
}

/** Reference points per size key (single fitment, the ply rating sold most for the size in India). */
export const LOAD_INFLATION_REFERENCES: Record<string, LoadInflationReference> = {
  '295/80 R22.5': { maxLoadKg: 3550, maxPressurePsi: 123, minPressurePsi: 80, stepPsi: 5 },
  '275/80 R22.5': { maxLoadKg: 3150, maxPressurePsi: 123, minPressurePsi: 80, stepPsi: 5 },
  '315/80 R22.5': { maxLoadKg: 4000, maxPressurePsi: 123, minPressurePsi: 80, stepPsi: 5 },
  '295/90 R20': { maxLoadKg: 3550, maxPressurePsi: 120, minPressurePsi: 80, stepPsi: 5 },
  '235/75 R17.5': { maxLoadKg: 1850, maxPressurePsi: 100, minPressurePsi: 60, stepPsi: 5 },
  '215/75 R17.5': { maxLoadKg: 1600, maxPressurePsi: 100, minPressurePsi: 60, stepPsi: 5 },
  '10.00-20': { maxLoadKg: 2800, maxPressurePsi: 115, minPressurePsi: 80, stepPsi: 5 },
  '10.00 R20': { maxLoadKg: 3250, maxPressurePsi: 120, minPressurePsi: 80, stepPsi: 5 },
  '9.00-20': { maxLoadKg: 2300, maxPressurePsi: 105, minPressurePsi: 70, stepPsi: 5 },
  '8.25-16': { maxLoadKg: 1700, maxPressurePsi: 95, minPressurePsi: 60, stepPsi: 5 },
  '7.50-16': { maxLoadKg: 1360, maxPressurePsi: 90, minPressurePsi: 55, stepPsi: 5 },
  '7.00-15': { maxLoadKg: 1180, maxPressurePsi: 85, minPressurePsi: 50, stepPsi: 5 },
  '185 R14 C': { maxLoadKg: 900, maxPressurePsi: 65, minPressurePsi: 35, stepPsi: 2 },
  '195 R15 C': { maxLoadKg: 1000, maxPressurePsi: 65, minPressurePsi: 35, stepPsi: 2 },
  '145 R12 LT': { maxLoadKg: 530, maxPressurePsi: 65, minPressurePsi: 35, stepPsi: 2 },
  '155 R13 LT': { maxLoadKg: 600, maxPressurePsi: 65, minPressurePsi: 35, stepPsi: 2 },
  '4.00-8': { maxLoadKg: 385, maxPressurePsi: 42, minPressurePsi: 26, stepPsi: 2 },
  '4.50-10': { maxLoadKg: 475, maxPressurePsi: 45, minPressurePsi: 26, stepPsi: 2 },
  '6.00-16': { maxLoadKg: 600, maxPressurePsi: 36, minPressurePsi: 20, stepPsi: 2 },
  '6.50-16': { maxLoadKg: 700, maxPressurePsi: 36, minPressurePsi: 20, stepPsi: 2 },
  '12.4-28': { maxLoadKg: 1450, maxPressurePsi: 24, minPressurePsi: 12, stepPsi: 2 },
  '13.6-28': { maxLoadKg: 1650, maxPressurePsi: 24, minPressurePsi: 12, stepPsi: 2 },
  '14.9-28': { maxLoadKg: 1900, maxPressurePsi: 24, minPressurePsi: 12, stepPsi: 2 },
  '16.9-28': { maxLoadKg: 2300, maxPressurePsi: 24, minPressurePsi: 12, stepPsi: 2 },
  '8.3-20': { maxLoadKg: 650, maxPressurePsi: 30, minPressurePsi: 16, stepPsi: 2 },
  '11.00-20': { maxLoadKg: 3000, maxPressurePsi: 115, minPressurePsi: 80, stepPsi: 5 },
  '8.25-20': { maxLoadKg: 1900, maxPressurePsi: 100, minPressurePsi: 70, stepPsi: 5 },
  '7.00-16': { maxLoadKg: 1250, maxPressurePsi: 85, minPressurePsi: 50, stepPsi: 5 },
  '4.00-12': { maxLoadKg: 400, maxPressurePsi: 42, minPressurePsi: 26, stepPsi: 2 },
  '3.75-12': { maxLoadKg: 340, maxPressurePsi: 40, minPressurePsi: 24, stepPsi: 2 },
  '6.50-20': { maxLoadKg: 750, maxPressurePsi: 36, minPressurePsi: 20, stepPsi: 2 },
  '12.4-24': { maxLoadKg: 1300, maxPressurePsi: 24, minPressurePsi: 12, stepPsi: 2 },
  '13.6-24': { maxLoadKg: 1500, maxPressurePsi: 24, minPressurePsi: 12, stepPsi: 2 },
};

/** Farm (tractor front) tables for sizes that road vehicles use too: 7.50-16 on a tractor is an 8-ply front tyre. */
export const FARM_LOAD_INFLATION_REFERENCES: Record<string, LoadInflationReference> = {
  '7.50-16': { maxLoadKg: 900, maxPressurePsi: 38, minPressurePsi: 22, stepPsi: 2 },
};

export interface PressureAdvice {
  psi: number;
  bar: number;
  /** What one tyre carries at that pressure, kg. */
  capacityKg: number;
  /** True when the load is more than the tyre carries at its maximum pressure. */
  overloaded: boolean;
}

/** Load capacity per tyre at a pressure, following the table's curve. */
export function loadCapacityKg(reference: LoadInflationReference, psi: number): number {
  return Math.round(reference.maxLoadKg * (psi / reference.maxPressurePsi) ** LOAD_INFLATION_EXPONENT);
}

/** The lowest table pressure that carries `loadKg` on one tyre; the maximum, flagged, when none does. */
export function recommendedPressure(reference: LoadInflationReference, loadKg: number): PressureAdvice {
  const overloaded = loadKg > reference.maxLoadKg;
  const exact =
    reference.maxPressurePsi * (Math.max(loadKg, 0) / reference.maxLoadKg) ** (1 / LOAD_INFLATION_EXPONENT);
  const stepped = Math.ceil(exact / reference.stepPsi - 1e-9) * reference.stepPsi;
  const psi = overloaded
    ? reference.maxPressurePsi
    : Math.min(reference.maxPressurePsi, Math.max(reference.minPressurePsi, stepped));
  return {
    psi,
    bar: Math.round((psi / PSI_PER_BAR) * 10) / 10,
    capacityKg: loadCapacityKg(reference, psi),
    overloaded,
  };
}

/**
 * The reference for a size key in any spelling (`295/80R22.5` finds `295/80 R22.5`); `farm` picks the
 * tractor table of a size that road vehicles use too.
 */
export function loadInflationReference(
  sizeKey: string,
  use: 'road' | 'farm' = 'road',
): LoadInflationReference | undefined {
  const parsed = parseTyreSize(sizeKey);
  const key = parsed.ok ? parsed.size.key : sizeKey;
  return (use === 'farm' ? FARM_LOAD_INFLATION_REFERENCES[key] : undefined) ?? LOAD_INFLATION_REFERENCES[key];
}
