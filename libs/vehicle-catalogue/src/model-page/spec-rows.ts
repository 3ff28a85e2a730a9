import type { TFunction } from 'i18next';
import { verticalDefinition, type VehicleSpecs, type VehicleVertical } from '@cvb/contracts';
import { rawSpec, specLabel, specRowsFor, specText } from '../specs/spec-values';

export interface SpecRow {
  key: string;
  label: string;
  /** null = not published. */
  value: string | null;
}

/**
 * The spec table of a model or variant, from its vertical's definition. Key specs list only what is published;
 * the full list (variant page) keeps every row of the vertical and leaves `value` null where nothing is published.
 */
export function specRows(
  vertical: VehicleVertical,
  specs: VehicleSpecs,
  t: TFunction,
  { full = false } = {},
): SpecRow[] {
  const rows = specRowsFor(verticalDefinition(vertical), specs, { full }).map((row) => ({
    key: row.key,
    label: specLabel(row.key, t),
    value: specText(row, rawSpec(specs, row.key), vertical, t),
  }));
  return full ? rows : rows.filter((row) => row.value !== null);
}
