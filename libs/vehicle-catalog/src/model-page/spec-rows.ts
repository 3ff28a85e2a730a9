import type { TFunction } from 'i18next';
import type { VehicleSpecs } from '@cvb/contracts';
import { groupIndian } from '@cvb/format';

type SpecKey = keyof VehicleSpecs;

/** The unit text of each numeric spec (`catalog:model.unit.*`). */
const UNITS: Partial<Record<SpecKey, string>> = {
  gvwKg: 'kg',
  payloadKg: 'kg',
  engineCc: 'cc',
  powerHp: 'hp',
  torqueNm: 'nm',
  mileageKmpl: 'kmpl',
  fuelTankL: 'litres',
  wheelbaseMm: 'mm',
  batteryKwh: 'kwh',
  drivingRangeKm: 'km',
  chargingTimeH: 'hours',
};

const KEY_SPECS: readonly SpecKey[] = [
  'gvwKg',
  'payloadKg',
  'engineCc',
  'powerHp',
  'torqueNm',
  'mileageKmpl',
  'fuelTankL',
  'wheelbaseMm',
  'axle',
  'chassisType',
  'wheels',
  'seating',
];
const ELECTRIC_SPECS: readonly SpecKey[] = ['batteryKwh', 'drivingRangeKm', 'chargingTimeH'];
const VOCABULARY: Partial<Record<SpecKey, string>> = {
  bodyType: 'catalog:search.bodyTypes',
  fuelType: 'catalog:search.fuelTypes',
  transmission: 'catalog:search.transmissionTypes',
};

export interface SpecRow {
  key: SpecKey;
  label: string;
  /** null = not published. */
  value: string | null;
}

function specValue(key: SpecKey, specs: VehicleSpecs, t: TFunction): string | null {
  const value = specs[key];
  if (value === null || value === '') return null;
  const vocabulary = VOCABULARY[key];
  if (vocabulary && typeof value === 'string') return t(`${vocabulary}.${value}`, { defaultValue: value });
  const unit = UNITS[key];
  if (typeof value === 'number') {
    const shown = Number.isInteger(value) ? groupIndian(value) : String(value);
    return unit ? t(`catalog:model.unit.${unit}`, { value: shown }) : shown;
  }
  return value;
}

function keysFor(specs: VehicleSpecs, full: boolean): SpecKey[] {
  const electric = specs.fuelType === 'electric';
  return [
    ...(full ? (['bodyType', 'fuelType', 'transmission'] as const) : []),
    ...KEY_SPECS.filter(
      (key) => !(electric && (key === 'mileageKmpl' || key === 'fuelTankL' || key === 'engineCc')),
    ),
    ...(electric ? ELECTRIC_SPECS : []),
    'warranty',
  ];
}

/**
 * The spec table of a model or variant. Key specs list only what is published; the full list (variant page)
 * keeps every row of the vertical and leaves `value` null where nothing is published.
 */
export function specRows(specs: VehicleSpecs, t: TFunction, { full = false } = {}): SpecRow[] {
  const rows = keysFor(specs, full).map((key) => ({
    key,
    label: t(`catalog:model.spec.${key}`),
    value: specValue(key, specs, t),
  }));
  return full ? rows : rows.filter((row) => row.value !== null);
}
