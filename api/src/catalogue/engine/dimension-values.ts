import { inBand, type FilterDimension } from '@cvb/contracts';
import type { ModelRecord } from './model-record';
import { priceOf } from './price-of';

export type ModelTest = (model: ModelRecord) => boolean;

/** Model columns a filter dimension may read; any other source is a key of the model's `extraSpecs`. */
const COLUMN_SOURCES = [
  'bodyType',
  'fuelType',
  'transmission',
  'wheels',
  'gvwKg',
  'payloadKg',
  'engineCc',
  'powerHp',
  'torqueNm',
  'seats',
  'seating',
  'drivingRangeKm',
] as const satisfies readonly (keyof ModelRecord)[];
type ColumnSource = (typeof COLUMN_SOURCES)[number];

const isColumn = (source: string): source is ColumnSource =>
  (COLUMN_SOURCES as readonly string[]).includes(source);

/** The raw value a dimension reads from a model: `brand`, `price`, a column or an extra spec. */
export function sourceValue(model: ModelRecord, source: string): string | number | null {
  if (source === 'brand') return model.brandSlug;
  if (source === 'price') return priceOf(model);
  if (isColumn(source)) return model[source];
  return model.extraSpecs[source] ?? null;
}

/**
 * The values of a source a model is sold with: each variant's (its override, read as `mergeSpecs` does: a null
 * clears a column and leaves an extra spec as the model's), or the model's own when it lists no variants. A 2WD
 * tractor with a 4WD variant offers both drives.
 */
export function offeredValues(model: ModelRecord, source: string): (string | number)[] {
  const own = sourceValue(model, source);
  const isVariantSpec = source !== 'brand' && source !== 'price';
  const values =
    isVariantSpec && model.variantSpecs.length > 0
      ? model.variantSpecs.map((specs) => {
          const override = specs[source];
          if (override === undefined) return own;
          return override === null && !isColumn(source) ? own : override;
        })
      : [own];
  return values.filter((value): value is string | number => value !== null);
}

/** The value as a number for band and range dimensions: a text spec gives its first number ("41+D" → 41). */
export function numericValue(model: ModelRecord, source: string): number | null {
  const value = sourceValue(model, source);
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const found = /\d+(\.\d+)?/.exec(value);
  return found ? Number(found[0]) : null;
}

/**
 * Whether a model has one value of the dimension: an option of a multi (offered by any of its variants), a band
 * key of a band, a whole number of a range (both read from the model's own spec). The filter and the facet counts
 * both use it, so a facet's count is what choosing it would show.
 */
export function valueTest(dimension: FilterDimension, value: string): ModelTest {
  const { source } = dimension;
  switch (dimension.kind) {
    case 'multi':
      return (model) => offeredValues(model, source).some((offered) => String(offered) === value);
    case 'band': {
      const band = dimension.bands.find((candidate) => candidate.key === value);
      if (!band) return () => false;
      return (model) => {
        const number = numericValue(model, source);
        return number !== null && inBand(band, number);
      };
    }
    case 'range': {
      const wanted = Number(value);
      return (model) => numericValue(model, source) === wanted;
    }
  }
}

/** Whether a model has one or more of the chosen values of the dimension. */
export function chosenValuesTest(dimension: FilterDimension, values: readonly string[]): ModelTest {
  const tests = values.map((value) => valueTest(dimension, value));
  return (model) => tests.some((test) => test(model));
}
