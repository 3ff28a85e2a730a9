import type { TFunction } from 'i18next';
import {
  LOCALE_CODES,
  VERTICAL_DEFINITIONS,
  deskSpecFields,
  type LocaleCode,
  type VehicleVertical,
} from '@cvb/contracts';
import { localeName } from '../../locale-names';
import { optionLabel } from './option-label';
import { specLabel } from './spec-label';

/** The model document's own fields, by the desk's texts of their inputs. */
const MODEL_FIELDS: Record<string, string> = {
  vertical: 'catalogue.vertical',
  brandId: 'catalogue.brand',
  name: 'catalogue.model.name',
  slug: 'catalogue.model.slug',
  bodyType: 'catalogue.model.bodyType',
  fuelType: 'catalogue.spec.fuelType',
  transmission: 'catalogue.spec.transmission',
  status: 'catalogue.status',
  expectedLaunch: 'catalogue.model.launchDate',
  expectedPriceMin: 'catalogue.model.priceMin',
  expectedPriceMax: 'catalogue.model.priceMax',
  successorModelId: 'catalogue.model.successor',
  pictures: 'catalogue.pictures.title',
};

const VARIANT_FIELDS: Record<string, string> = {
  name: 'catalogue.variants.name',
  price: 'catalogue.variants.price',
};

const TEXT_FIELDS: Record<string, string> = {
  description: 'catalogue.texts.description',
  pros: 'catalogue.texts.pros',
  cons: 'catalogue.texts.cons',
  faq: 'catalogue.texts.faq',
};

const isLocale = (value: string): value is LocaleCode => (LOCALE_CODES as readonly string[]).includes(value);

export interface ChangeLabelContext {
  vertical: VehicleVertical;
  /** The variants' names by slug (a change names its variant by slug). */
  variantNames: Readonly<Record<string, string>>;
}

/**
 * A changed field of the model's history (`specs.gvwKg`, `variants.ace-gold-cng.price`, `texts.hi.pros`) as the
 * editor reads it, in the desk's language, with the labels of the form's own inputs: "Gross vehicle weight (GVW),
 * kg", "CNG: Ex-showroom price (₹)", "Pros (one per line) — हिन्दी". A field the desk does not know shows as is.
 */
export function changeLabel(t: TFunction<'admin'>, field: string, context: ChangeLabelContext): string {
  const units = new Map(
    deskSpecFields(VERTICAL_DEFINITIONS[context.vertical]).map((spec) => [spec.key, spec.unit]),
  );
  const spec = (key: string) => specLabel(t, key, units.get(key) ?? null);
  const [head, ...rest] = field.split('.');
  if (head in MODEL_FIELDS && rest.length === 0) return t(MODEL_FIELDS[head]);
  if (head === 'specs' && rest.length === 1) return spec(rest[0]);
  if (head === 'variants' && rest.length >= 2) {
    const [slug, part, key] = rest;
    const variant = context.variantNames[slug] || slug;
    if (part === 'specs' && key !== undefined) return `${variant}: ${spec(key)}`;
    if (part in VARIANT_FIELDS && key === undefined) return `${variant}: ${t(VARIANT_FIELDS[part])}`;
  }
  if (head === 'texts' && rest.length === 2 && isLocale(rest[0]) && rest[1] in TEXT_FIELDS) {
    return `${t(TEXT_FIELDS[rest[1]])} — ${localeName(rest[0])}`;
  }
  return field;
}

/**
 * A changed value as the editor reads it: a status or an option by its label (a body type by its vehicle type's
 * words); anything else as given.
 */
export function changeValueLabel(
  t: TFunction<'admin'>,
  field: string,
  value: string,
  vertical: VehicleVertical,
): string {
  if (field === 'status') return t(`catalogue.statuses.${value}`, { defaultValue: value });
  if (field === 'bodyType') return optionLabel(t, value, vertical);
  const key = field.split('.').at(-1) ?? field;
  if (['fuelType', 'transmission'].includes(key) || field.startsWith('specs.')) return optionLabel(t, value);
  return value;
}
