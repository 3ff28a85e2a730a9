import type { LocaleCode, VehicleVertical } from '@cvb/contracts';
import { formatPriceSpan } from '@cvb/format';
import type { BrandSeed, ModelSeed } from '../catalogue-types';
import { busBrands } from '../bus-brands';
import { infraBrands } from '../infra-brands';
import { threeWheelerBrands } from '../three-wheeler-brands';
import { tractorBrands } from '../tractor-brands';
import { truckBrands } from '../truck-brands';

/** A catalogue model as the media seed writes about it. */
export interface SeedVehicle extends ModelSeed {
  vertical: VehicleVertical;
  brandSlug: string;
  brandName: string;
}

const BRANDS: Record<VehicleVertical, BrandSeed[]> = {
  truck: truckBrands,
  bus: busBrands,
  'three-wheeler': threeWheelerBrands,
  tractor: tractorBrands,
  infra: infraBrands,
};

/** Every on-sale model of a vertical, most popular brands first. */
export function vehiclesOf(vertical: VehicleVertical): SeedVehicle[] {
  return [...BRANDS[vertical]]
    .sort((a, b) => b.popularity - a.popularity)
    .flatMap((brand) =>
      brand.models
        .filter((model) => (model.status ?? 'on-sale') === 'on-sale')
        .map((model) => ({ ...model, vertical, brandSlug: brand.slug, brandName: brand.name })),
    );
}

/** The brands of a vertical, most popular first. */
export function brandsOf(vertical: VehicleVertical): BrandSeed[] {
  return [...BRANDS[vertical]].sort((a, b) => b.popularity - a.popularity);
}

/** A stable number in [0, 1) from a key: the seed is the same on every run. */
export function unitHash(key: string): number {
  let hash = 2166136261;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) / 4294967296;
}

/** An integer in [min, max] from a key. */
export function pick(key: string, min: number, max: number): number {
  return min + Math.floor(unitHash(key) * (max - min + 1));
}

/** `days` days before an ISO date-time, same time of day. */
export function daysBefore(iso: string, days: number): Date {
  const date = new Date(iso);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
}

/**
 * A model's ₹ span as the trade writes it, in the locale's price words: "₹23–25 Lakh", "₹1.2–1.5 करोड़". Pass
 * `beforePostposition` when the sentence puts a postposition after it.
 */
export function lakhRange(
  model: Pick<ModelSeed, 'minLakh' | 'maxLakh'>,
  locale: LocaleCode = 'en',
  options: { beforePostposition?: boolean } = {},
): string {
  return formatPriceSpan(model.minLakh * 1e5, model.maxLakh * 1e5, locale, options);
}
