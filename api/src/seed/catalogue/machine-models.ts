import type { LocalizedModelContent } from '../../db/schema';
import type { BrandSeed } from '../catalogue-types';
import { INFRA_BRANDS, type InfraBrandRow, type InfraRow } from '../infra/infra-models';
import { infraContent } from '../infra/infra-content';
import { infraSpecs } from '../infra/infra-specs';
import { infraVariantPlans } from '../infra/infra-variants';
import { TRACTOR_BRANDS, type TractorBrandRow, type TractorRow } from '../tractors/tractor-models';
import { tractorContent } from '../tractors/tractor-content';
import { tractorSpecs } from '../tractors/tractor-specs';
import { tractorVariantPlans } from '../tractors/tractor-variants';
import { CONTENT_LOCALES, type ContentLocale, type ModelContent } from './content-words';
import { machineVariantSeeds } from './machine-variant-plan';
import { hash } from './vertical-models';
import type { VariantSeed } from './variants';

/** Tractors and construction equipment: seeded from their own tables, with specs in `extraSpecs`. */
export type MachineVertical = 'tractor' | 'infra';
export const isMachineVertical = (vertical: string): vertical is MachineVertical =>
  vertical === 'tractor' || vertical === 'infra';

const isElectricMachine = (name: string) => name.includes('Electric');

/** The brand files' shape (brand, models with type, fuel and price), for the catalogue and media seeds. */
export const tractorBrandSeeds: BrandSeed[] = TRACTOR_BRANDS.map(
  ({ slug, name, popularity, description, models }) => ({
    slug,
    name,
    popularity,
    description,
    models: models.map(([modelSlug, modelName, , minLakh, maxLakh, , type, fuel, status]) => ({
      slug: modelSlug,
      name: modelName,
      bodyType: type,
      fuelType: fuel ?? 'diesel',
      minLakh,
      maxLakh,
      ...(status ? { status } : {}),
    })),
  }),
);

export const infraBrandSeeds: BrandSeed[] = INFRA_BRANDS.map(
  ({ slug, name, popularity, description, models }) => ({
    slug,
    name,
    popularity,
    description,
    models: models.map(([modelSlug, modelName, type, , minLakh, maxLakh, , , , status]) => ({
      slug: modelSlug,
      name: modelName,
      bodyType: type,
      fuelType: isElectricMachine(modelName) ? 'electric' : 'diesel',
      minLakh,
      maxLakh,
      ...(status ? { status } : {}),
    })),
  }),
);

function indexRows<B extends { slug: string; models: R[] }, R extends [string, ...unknown[]]>(brands: B[]) {
  return new Map(
    brands.flatMap((brand) => brand.models.map((row) => [`${brand.slug}/${row[0]}`, { brand, row }])),
  );
}
const TRACTOR_ROWS = indexRows<TractorBrandRow, TractorRow>(TRACTOR_BRANDS);
const INFRA_ROWS = indexRows<InfraBrandRow, InfraRow>(INFRA_BRANDS);

function rowOf<T>(rows: Map<string, T>, brandSlug: string, modelSlug: string): T {
  const found = rows.get(`${brandSlug}/${modelSlug}`);
  if (!found) throw new Error(`no machine row for ${brandSlug}/${modelSlug}`);
  return found;
}

/** What the seed knows of a tractor or machine model when it writes its details. */
export interface MachineModelInput {
  brandSlug: string;
  brandName: string;
  slug: string;
  status: string;
  /** Rupees. */
  minPrice: number | null;
  maxPrice: number | null;
}

/** Spec columns, extra specs and the words (per locale) of one tractor or machine. */
function machineOf(vertical: MachineVertical, model: MachineModelInput) {
  const prices = { minPrice: model.minPrice, maxPrice: model.maxPrice };
  if (vertical === 'tractor') {
    const { brand, row } = rowOf(TRACTOR_ROWS, model.brandSlug, model.slug);
    const { columns, extraSpecs, reverseGears } = tractorSpecs(brand, row);
    const [, name, hp, , , drive, type] = row;
    const input = {
      ...prices,
      name,
      brandName: model.brandName,
      type,
      hp,
      electric: columns.batteryKwh !== null,
      drive,
      ptoHp: extraSpecs.ptoHp,
      liftKg: extraSpecs.liftKg,
      cylinders: extraSpecs.cylinders ?? null,
      forwardGears: extraSpecs.forwardGears,
      reverseGears,
    };
    return {
      columns,
      extraSpecs,
      colours: brand.colours,
      content: (locale: ContentLocale) => tractorContent(locale, input),
    };
  }
  const { row } = rowOf(INFRA_ROWS, model.brandSlug, model.slug);
  const { columns, extraSpecs } = infraSpecs(row);
  const [, name, type, hp] = row;
  const input = {
    ...prices,
    ...extraSpecs,
    name,
    brandName: model.brandName,
    type,
    hp,
    electric: columns.batteryKwh !== null,
  };
  return {
    columns,
    extraSpecs,
    colours: ['Industrial Yellow'],
    content: (locale: ContentLocale) => infraContent(locale, input),
  };
}

/** A tractor's or machine's words in one locale (for its expert review). */
export function machineContent(
  vertical: MachineVertical,
  model: MachineModelInput,
): (locale: ContentLocale) => ModelContent {
  return machineOf(vertical, model).content;
}

/** Detail columns of a tractor or machine: specs, extra specs, English content and the other five languages. */
export function machineModelDetails(
  vertical: MachineVertical,
  model: MachineModelInput & { /** Position of the model inside its brand (0 = flagship). */ index: number },
) {
  const { columns, extraSpecs, colours, content } = machineOf(vertical, model);
  const english = content('en');
  const localized: LocalizedModelContent = {};
  for (const locale of CONTENT_LOCALES) if (locale !== 'en') localized[locale] = content(locale);
  const h = hash(`${model.brandSlug}/${model.slug}`);
  const tractor = vertical === 'tractor';
  return {
    ...columns,
    extraSpecs,
    gvwKg: null,
    payloadKg: null,
    mileageKmpl: null,
    axle: null,
    chassisType: null,
    seating: tractor ? 'Driver' : 'Operator',
    seats: null,
    drivingRangeKm: null,
    colours,
    angleImage: null,
    gallery: [],
    faq: english.faq,
    pros: english.pros,
    cons: english.cons,
    description: english.description,
    localized,
    launchPeriod: `${2018 + (h % 7)}`,
    expectedLaunch: model.status === 'upcoming' ? `2026-${String(3 + (h % 8)).padStart(2, '0')}` : null,
    expectedPrice: model.status === 'upcoming' ? model.minPrice : null,
    isPopular: model.index < 2 && model.status === 'on-sale',
    isLatest: model.status === 'on-sale' && h % 4 === 0,
    status360: model.index === 0 ? 'available' : 'none',
  };
}

/** Variants of a tractor or machine as dealers quote them. */
export function machineVariantsOf(
  vertical: MachineVertical,
  brandSlug: string,
  modelSlug: string,
): VariantSeed[] {
  if (vertical === 'infra')
    return machineVariantSeeds(modelSlug, infraVariantPlans(rowOf(INFRA_ROWS, brandSlug, modelSlug).row));
  const { brand, row } = rowOf(TRACTOR_ROWS, brandSlug, modelSlug);
  return machineVariantSeeds(modelSlug, tractorVariantPlans(brand, row));
}
