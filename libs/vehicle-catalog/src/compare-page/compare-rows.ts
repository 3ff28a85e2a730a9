import type { CompareResponse, LocaleCode, VehicleSpecs } from '@cvb/contracts';
import { formatPrice, groupIndian } from '@cvb/format';
import type { CompareRow } from '../compare/differing-rows';

/** The translate function of react-i18next, as far as these rows need it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A row of the comparison table: its text key and one display value per variant (null = not available). */
export interface CompareTableRow extends CompareRow<string | null> {
  key: string;
}

type SpecKey = keyof VehicleSpecs;

/** Unit text key of each numeric spec. */
const UNITS: Partial<Record<SpecKey, string>> = {
  gvwKg: 'kg',
  payloadKg: 'kg',
  engineCc: 'cc',
  powerHp: 'hp',
  torqueNm: 'nm',
  mileageKmpl: 'kmpl',
  fuelTankL: 'litres',
  wheelbaseMm: 'mm',
  drivingRangeKm: 'km',
  batteryKwh: 'kwh',
  chargingTimeH: 'hours',
};

/** Specs whose values are keys with translated names in the search texts. */
const KEYED_VALUES: Partial<Record<SpecKey, string>> = {
  bodyType: 'search.bodyTypes',
  fuelType: 'search.fuelTypes',
  transmission: 'search.transmissionTypes',
};

const ROW_ORDER: readonly SpecKey[] = [
  'bodyType',
  'fuelType',
  'transmission',
  'wheels',
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
  'seating',
  'drivingRangeKm',
  'batteryKwh',
  'chargingTimeH',
  'warranty',
];

function specValue(key: SpecKey, value: string | number | null, t: Translate): string | null {
  if (value === null || value === '') return null;
  const keyedPrefix = KEYED_VALUES[key];
  if (keyedPrefix !== undefined) return t(`catalog:${keyedPrefix}.${value}`, { defaultValue: String(value) });
  const unit = UNITS[key];
  if (typeof value === 'number') {
    const number = Number.isInteger(value) ? groupIndian(value) : String(value);
    return unit === undefined ? number : t(`catalog:compare.units.${unit}`, { value: number });
  }
  return value;
}

/**
 * The rows of the comparison: ex-showroom price first, then every spec that at least one variant has
 * (a spec that none has tells the visitor nothing).
 */
export function compareTableRows(data: CompareResponse, locale: LocaleCode, t: Translate): CompareTableRow[] {
  const price: CompareTableRow = {
    key: 'price',
    label: t('catalog:compare.rows.price'),
    values: data.variants.map((v) => (v.price === null ? null : `₹${formatPrice(v.price, locale)}`)),
  };
  const specs = ROW_ORDER.map((key) => ({
    key,
    label: t(`catalog:compare.rows.${key}`),
    values: data.variants.map((v) => specValue(key, v.specs[key], t)),
  })).filter((row) => row.values.some((value) => value !== null));
  return [price, ...specs];
}
