import {
  COMPARE_NONE_MESSAGE,
  runningCostEstimate,
  type RunningCostPlace,
  type RunningCostVariant,
  type VerticalDefinition,
} from '@cvb/contracts';
import type { Db } from '../db/database';
import { catalogueOf } from '../catalogue/engine/catalogue-snapshot';
import { BadRequestError } from '../http/bad-request';
import { NotFoundError } from '../http/not-found';
import { tyreCostsOf } from './tyre-costs';

/** The variants asked for, in that order, with the specs, price and tyres the running cost is worked out from. */
export async function runningCostVariants(
  db: Db,
  definition: VerticalDefinition,
  variantSlugs: string,
  place: RunningCostPlace,
): Promise<RunningCostVariant[]> {
  const slugs = [...new Set(variantSlugs.split(','))];
  if (slugs.length === 0) throw new BadRequestError(COMPARE_NONE_MESSAGE);
  const { variantBySlug } = await catalogueOf(db, definition.key);
  const missing = slugs.filter((slug) => !variantBySlug.has(slug));
  if (missing.length > 0) throw new NotFoundError(`No ${definition.key} variant ${missing.join(', ')}`);
  const records = slugs.flatMap((slug) => variantBySlug.get(slug) ?? []);
  const tyres = await tyreCostsOf(db, [...new Set(records.map((record) => record.model.id))]);
  return records.map((record) => {
    const { specs } = record;
    const variant: RunningCostVariant = {
      slug: record.slug,
      name: record.name,
      modelSlug: record.modelSlug,
      modelName: record.modelName,
      brandSlug: record.brandSlug,
      brandName: record.brandName,
      price: record.price,
      fuelType: specs.fuelType,
      mileageKmpl: specs.mileageKmpl,
      batteryKwh: specs.batteryKwh,
      drivingRangeKm: specs.drivingRangeKm,
      powerHp: specs.powerHp,
      payloadKg: specs.payloadKg,
      tyres: tyres.get(record.model.id) ?? [],
      estimate: { costPerUnit: null, costPerTonneUnit: null },
    };
    return { ...variant, estimate: runningCostEstimate(definition, variant, place) };
  });
}
