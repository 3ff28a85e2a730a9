import type { Db } from '../db/database';

/** A transaction of `Db` (or `Db` itself): every desk write runs in one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

/**
 * Specs that have their own column on `vehicle_models` (docs/domain.md#catalogue-desk); every other spec row of a
 * vertical lives in the model's `extra_specs`, so a new spec row needs no column and no code.
 */
export const COLUMN_SPECS = {
  wheels: 'integer',
  gvwKg: 'integer',
  payloadKg: 'integer',
  engineCc: 'integer',
  powerHp: 'integer',
  torqueNm: 'integer',
  mileageKmpl: 'real',
  fuelTankL: 'integer',
  wheelbaseMm: 'integer',
  axle: 'text',
  chassisType: 'text',
  seating: 'text',
  drivingRangeKm: 'integer',
  batteryKwh: 'real',
  chargingTimeH: 'real',
  warranty: 'text',
  seats: 'integer',
} as const;
export type ColumnSpec = keyof typeof COLUMN_SPECS;

export function isColumnSpec(key: string): key is ColumnSpec {
  return Object.hasOwn(COLUMN_SPECS, key);
}

/** A spec that must be a whole number (an integer column; an extra spec may be a fraction). */
export function wholeNumberSpec(key: string): boolean {
  return isColumnSpec(key) && COLUMN_SPECS[key] === 'integer';
}
