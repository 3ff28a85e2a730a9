import type { TFunction } from 'i18next';
import {
  verticalDefinition,
  type ModelSummary,
  type SpecRowDefinition,
  type VehicleSpecs,
  type VehicleVertical,
  type VerticalDefinition,
} from '@cvb/contracts';
import { groupIndian } from '@cvb/format';
import { specValueText } from './value-words';

/** The three rows of what a model is, before its numbers: shown on full tables (variant page, comparison). */
const IDENTITY_ROWS: readonly SpecRowDefinition[] = [
  { key: 'bodyType', unit: null },
  { key: 'fuelType', unit: null },
  { key: 'transmission', unit: null },
];
const WARRANTY: SpecRowDefinition = { key: 'warranty', unit: null };
/** An electric drivetrain has no engine, fuel tank or mileage in km/l. */
const COMBUSTION_ONLY = new Set(['engineCc', 'fuelTankL', 'mileageKmpl']);

/** A spec's raw value (of specs or a model summary): a column by its name, any other key from `extraSpecs`. */
export function rawSpec(specs: Pick<VehicleSpecs, 'extraSpecs'>, key: string): string | number | null {
  for (const [name, value] of Object.entries(specs)) {
    if (name === key && name !== 'extraSpecs')
      return typeof value === 'string' || typeof value === 'number' ? value : null;
  }
  return specs.extraSpecs[key] ?? null;
}

/** The rows of the vertical's definition that apply to these specs (electric rows, rows of some types only). */
export function specRowsFor(
  definition: VerticalDefinition,
  specs: VehicleSpecs,
  { full = false } = {},
): SpecRowDefinition[] {
  const electric = specs.fuelType === 'electric';
  const rows = definition.specRows.filter(
    (row) =>
      (!row.electricOnly || electric) &&
      (!row.bodyTypes || row.bodyTypes.includes(specs.bodyType)) &&
      !(electric && COMBUSTION_ONLY.has(row.key)),
  );
  const warranty = rows.some((row) => row.key === WARRANTY.key) ? [] : [WARRANTY];
  return [...(full ? IDENTITY_ROWS : []), ...rows, ...warranty];
}

/**
 * Text keys of a spec whose value is a word of a filter's vocabulary (body type, fuel, transmission, drive): the
 * option's text of the dimension reading that spec, a vertical's own word first.
 */
function vocabularyKeys(key: string, value: string, vertical: VehicleVertical): string[] | null {
  const dimension = verticalDefinition(vertical).filters.find(
    (candidate) => candidate.kind === 'multi' && candidate.options.length > 0 && candidate.source === key,
  );
  if (!dimension) return null;
  return [
    `catalogue:search.${dimension.key}Of.${vertical}.${value}`,
    `catalogue:search.${dimension.key}.${value}`,
  ];
}

/** A spec's value as the page shows it, in the page's language; null when it is not published. */
export function specText(
  row: SpecRowDefinition,
  value: string | number | null,
  vertical: VehicleVertical,
  t: TFunction,
): string | null {
  if (value === null || value === '') return null;
  if (typeof value === 'string') {
    const keys = vocabularyKeys(row.key, value, vertical);
    return keys ? t(keys, { defaultValue: specValueText(value, t) }) : specValueText(value, t);
  }
  const shown = Number.isInteger(value) ? groupIndian(value) : String(value);
  return row.unit ? t(`catalogue:model.unit.${row.unit}`, { value: shown }) : shown;
}

export const specLabel = (key: string, t: TFunction): string => t(`catalogue:model.spec.${key}`);

/**
 * What a model card says beside its body type, from the vertical's `cardSpecs`: "GVW 7.5 t", "40 seats",
 * "45 hp · 4WD"; a choice the variants differ in lists each ("45 hp · 2WD / 4WD").
 */
export function cardFacts(model: ModelSummary, t: TFunction): string[] {
  const definition = verticalDefinition(model.vertical);
  return definition.cardSpecs.flatMap((key) => {
    const value = rawSpec(model, key);
    if (value === null) return [];
    const row = [...definition.specRows, ...IDENTITY_ROWS].find((candidate) => candidate.key === key) ?? {
      key,
      unit: null,
    };
    if (typeof value === 'number' && row.unit === 'kg' && value >= 1000) {
      const tonnes = Number((value / 1000).toFixed(1));
      return [
        key === 'gvwKg'
          ? t('catalogue:search.gvwTonnes', { tonnes })
          : t('catalogue:search.tonnes', { value: tonnes }),
      ];
    }
    const offered = model.offeredSpecs?.[key] ?? [value];
    const texts = offered.flatMap((choice) => specText(row, choice, model.vertical, t) ?? []);
    return texts.length > 0 ? [texts.join(' / ')] : [];
  });
}

/** A model's body type in the page's language (a vertical's own word first: a tractor's "mini" is not a truck's). */
export const bodyTypeName = (model: Pick<ModelSummary, 'vertical' | 'bodyType'>, t: TFunction): string =>
  t(vocabularyKeys('bodyType', model.bodyType, model.vertical) ?? [], { defaultValue: model.bodyType });
