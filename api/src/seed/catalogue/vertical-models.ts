import type { VehicleVertical } from '@cvb/contracts';
import type { LocalizedModelContent } from '../../db/schema';
import { LAKH, type BrandSeed } from '../catalogue-types';
import { busSeedData } from '../buses/bus-models';
import { busContent } from '../buses/bus-content';
import { threeWheelerSeedData } from '../three-wheelers/three-wheeler-models';
import { threeWheelerContent } from '../three-wheelers/three-wheeler-content';
import { CONTENT_LOCALES, type ContentInput, type ContentLocale, type ModelContent } from './content-words';
import type { VehicleSpecSeed, VerticalSeedData } from './vertical-seed-types';

export type SpecVertical = 'bus' | 'three-wheeler';

interface VerticalSource {
  data: VerticalSeedData;
  content: (locale: ContentLocale, input: ContentInput) => ModelContent;
}

/** The verticals whose models carry their own specs, variants and per-locale content. */
export const VERTICAL_SOURCES: Record<SpecVertical, VerticalSource> = {
  bus: { data: busSeedData, content: busContent },
  'three-wheeler': { data: threeWheelerSeedData, content: threeWheelerContent },
};

export const isSpecVertical = (vertical: VehicleVertical): vertical is SpecVertical =>
  vertical === 'bus' || vertical === 'three-wheeler';

/** A brand file's brands followed by the vertical's extra brands, each with its extra models appended. */
export function brandsWithExtras(vertical: SpecVertical, brands: readonly BrandSeed[]): BrandSeed[] {
  const { extraBrands, models } = VERTICAL_SOURCES[vertical].data;
  return [...brands, ...extraBrands].map((brand) => ({
    ...brand,
    models: [
      ...brand.models,
      ...models
        .filter((model) => model.brandSlug === brand.slug)
        .map(({ brandSlug: _brand, specs: _specs, expectedLaunch: _launch, ...model }) => model),
    ],
  }));
}

/** Specs and expected launch of one model of the vertical. */
export function specsOf(
  vertical: SpecVertical,
  brandSlug: string,
  modelSlug: string,
): { specs: VehicleSpecSeed; expectedLaunch: string | null } {
  const { specs, models } = VERTICAL_SOURCES[vertical].data;
  const extra = models.find((model) => model.brandSlug === brandSlug && model.slug === modelSlug);
  const found = extra?.specs ?? specs[`${brandSlug}/${modelSlug}`];
  if (!found) throw new Error(`no specs for ${vertical} ${brandSlug}/${modelSlug}`);
  return { specs: found, expectedLaunch: extra?.expectedLaunch ?? null };
}

const COLOURS = [
  'Arctic White',
  'Sunrise Yellow',
  'Ocean Blue',
  'Silver Metallic',
  'Cherry Red',
  'Forest Green',
];

/** A stable number from a text, for deterministic variety (colours, launch years) in the seed. */
export function hash(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 1_000_003;
  return h;
}

export interface VerticalDetailInput extends ContentInput {
  brandSlug: string;
  slug: string;
  status: string;
  /** Position of the model inside its brand (0 = flagship). */
  index: number;
}

/** Detail columns of a bus or three-wheeler model: specs, English content and the other five languages. */
export function verticalModelDetails(vertical: SpecVertical, input: VerticalDetailInput) {
  const { specs } = input;
  const electric = input.fuelType === 'electric';
  const h = hash(`${input.brandSlug}/${input.slug}`);
  const bus = vertical === 'bus';
  const content = (locale: ContentLocale) => VERTICAL_SOURCES[vertical].content(locale, input);
  const english = content('en');
  const localized: LocalizedModelContent = {};
  for (const locale of CONTENT_LOCALES) if (locale !== 'en') localized[locale] = content(locale);
  const bigBus = bus && (specs.gvwKg ?? 0) >= 12000;
  return {
    transmission: electric ? 'automatic' : 'manual',
    wheels: specs.wheels,
    gvwKg: specs.gvwKg,
    payloadKg: specs.payloadKg,
    engineCc: specs.engineCc,
    powerHp: Math.max(1, Math.round(specs.powerHp)),
    torqueNm: specs.torqueNm,
    mileageKmpl: electric
      ? null
      : bus
        ? Math.round((bigBus ? 3.5 + (h % 15) / 10 : 7 + (h % 40) / 10) * 10) / 10
        : Math.round((input.fuelType === 'cng' ? 30 : 25 + (h % 100) / 10) * 10) / 10,
    fuelTankL: electric ? null : bus ? (bigBus ? 250 + (h % 4) * 50 : 60 + (h % 5) * 10) : 8 + (h % 3) * 2,
    wheelbaseMm: bus ? (bigBus ? 5500 + (h % 12) * 100 : 3300 + (h % 12) * 100) : 1900 + (h % 6) * 50,
    axle: bus ? '4x2' : null,
    chassisType: bus
      ? bigBus
        ? 'Bus chassis, front engine'
        : 'Ladder frame'
      : 'Monocoque cabin, tubular frame',
    seating: specs.seats === null ? 'D+1' : `${specs.seats}+D`,
    seats: specs.seats,
    drivingRangeKm: specs.rangeKm,
    batteryKwh: specs.batteryKwh,
    chargingTimeH: specs.chargingHours,
    warranty: electric
      ? bus
        ? '5 years / 2,50,000 km (battery 8 years)'
        : '3 years / 80,000 km (battery 5 years)'
      : bus
        ? '3 years / 3,00,000 km'
        : '3 years / 1,00,000 km',
    colours: [0, 1, 2].map((k) => COLOURS[(h + k * 2) % COLOURS.length]),
    angleImage: null,
    gallery: [],
    faq: english.faq,
    pros: english.pros,
    cons: english.cons,
    description: english.description,
    localized,
    launchPeriod: `${2019 + (h % 6)}`,
    isPopular: input.index === 0 && input.status === 'on-sale',
    isLatest: input.status === 'on-sale' && h % 4 === 0,
    status360: input.index === 0 ? 'available' : 'none',
  };
}

export const lakhToRupees = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * LAKH);
