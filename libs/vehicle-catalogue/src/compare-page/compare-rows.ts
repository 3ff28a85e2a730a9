import type { TFunction } from 'i18next';
import {
  verticalDefinition,
  type CompareResponse,
  type LocaleCode,
  type VehicleVertical,
} from '@cvb/contracts';
import { formatPrice } from '@cvb/format';
import type { CompareRow } from '../compare/differing-rows';
import { rawSpec, specLabel, specRowsFor, specText } from '../specs/spec-values';

/** A row of the comparison table: its text key and one display value per variant (null = not available). */
export interface CompareTableRow extends CompareRow<string | null> {
  key: string;
}

/**
 * The rows of the comparison: ex-showroom price first, then the vertical's spec rows that apply to any of the
 * variants, each only when at least one variant has it (a spec that none has tells the visitor nothing).
 */
export function compareTableRows(
  vertical: VehicleVertical,
  data: CompareResponse,
  locale: LocaleCode,
  t: TFunction,
): CompareTableRow[] {
  const price: CompareTableRow = {
    key: 'price',
    label: t('catalogue:compare.rows.price'),
    values: data.variants.map((v) => (v.price === null ? null : `₹${formatPrice(v.price, locale)}`)),
  };
  const definition = verticalDefinition(vertical);
  const rows = data.variants
    .flatMap((variant) => specRowsFor(definition, variant.specs, { full: true }))
    .filter((row, index, all) => all.findIndex((other) => other.key === row.key) === index);
  const specs = rows
    .map((row) => ({
      key: row.key,
      label: specLabel(row.key, t),
      values: data.variants.map((v) => specText(row, rawSpec(v.specs, row.key), vertical, t)),
    }))
    .filter((row) => row.values.some((value) => value !== null));
  return [price, ...specs];
}
