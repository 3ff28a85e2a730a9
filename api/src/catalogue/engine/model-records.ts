import {
  VERTICAL_DEFINITIONS,
  type ModelSummary,
  type VehicleSpecs,
  type VehicleVertical,
} from '@cvb/contracts';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { brands, vehicleModels, vehicleVariants, type VariantSpecOverrides } from '../../db/schema';
import { angleImageOf } from '../../vehicle-drawings/model-art/art-url';
import { offeredValues, sourceValue } from './dimension-values';
import type { ModelRecord } from './model-record';

/** The spec overrides of every variant of a vertical, per model id, in position order. */
async function queryVariantSpecs(
  db: Db,
  vertical: VehicleVertical,
): Promise<Map<number, VariantSpecOverrides[]>> {
  const rows = await db
    .select({ modelId: vehicleVariants.modelId, specs: vehicleVariants.specs })
    .from(vehicleVariants)
    .where(eq(vehicleVariants.vertical, vertical))
    .orderBy(asc(vehicleVariants.modelId), asc(vehicleVariants.position), asc(vehicleVariants.id));
  const byModel = new Map<number, VariantSpecOverrides[]>();
  for (const { modelId, specs } of rows) {
    const list = byModel.get(modelId) ?? [];
    list.push(specs);
    byModel.set(modelId, list);
  }
  return byModel;
}

/**
 * Every model of a vertical with brand slug/name, variant count and variant spec overrides, ordered by id
 * (the catalogue snapshot's query).
 */
export async function queryModels(db: Db, vertical: VehicleVertical): Promise<ModelRecord[]> {
  const rows = await db
    .select({ ...getTableColumns(vehicleModels), brandSlug: brands.slug, brandName: brands.name })
    .from(vehicleModels)
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(eq(vehicleModels.vertical, vertical))
    .orderBy(asc(vehicleModels.id));
  const variantSpecs = await queryVariantSpecs(db, vertical);
  return rows.map((row) => {
    const specs = variantSpecs.get(row.id) ?? [];
    return {
      ...row,
      minPrice: row.minPrice === null ? null : Number(row.minPrice),
      maxPrice: row.maxPrice === null ? null : Number(row.maxPrice),
      expectedPrice: row.expectedPrice === null ? null : Number(row.expectedPrice),
      variantCount: specs.length,
      variantSpecs: specs,
    };
  });
}

/**
 * The vertical's card specs whose choice (a word such as a drive, not a number such as HP) differs between the
 * model's variants, each with every choice offered, the model's own first.
 */
function offeredCardSpecs(model: ModelRecord): ModelSummary['offeredSpecs'] {
  const offered: Record<string, (string | number)[]> = {};
  for (const key of VERTICAL_DEFINITIONS[model.vertical].cardSpecs) {
    const own = sourceValue(model, key);
    const values = [...new Set([own, ...offeredValues(model, key)])].filter((value) => value !== null);
    if (values.length > 1 && values.every((value) => typeof value === 'string')) offered[key] = values;
  }
  return Object.keys(offered).length > 0 ? offered : undefined;
}

export function toSummary(model: ModelRecord): ModelSummary {
  return {
    id: model.id,
    vertical: model.vertical,
    slug: model.slug,
    name: model.name,
    brandSlug: model.brandSlug,
    brandName: model.brandName,
    bodyType: model.bodyType,
    fuelType: model.fuelType,
    transmission: model.transmission,
    wheels: model.wheels,
    gvwKg: model.gvwKg,
    payloadKg: model.payloadKg,
    powerHp: model.powerHp,
    seats: model.seats,
    extraSpecs: model.extraSpecs,
    offeredSpecs: offeredCardSpecs(model),
    minPrice: model.minPrice,
    maxPrice: model.maxPrice,
    expectedPrice: model.expectedPrice,
    expectedLaunch: model.expectedLaunch,
    status: model.status,
    isPopular: model.isPopular,
    isLatest: model.isLatest,
    popularity: model.popularity,
    angleImage: angleImageOf(model),
    variantCount: model.variantCount,
  };
}

export function specsOf(model: ModelRecord): VehicleSpecs {
  return {
    bodyType: model.bodyType,
    fuelType: model.fuelType,
    transmission: model.transmission,
    wheels: model.wheels,
    gvwKg: model.gvwKg,
    payloadKg: model.payloadKg,
    engineCc: model.engineCc,
    powerHp: model.powerHp,
    torqueNm: model.torqueNm,
    mileageKmpl: model.mileageKmpl,
    fuelTankL: model.fuelTankL,
    wheelbaseMm: model.wheelbaseMm,
    axle: model.axle,
    chassisType: model.chassisType,
    seating: model.seating,
    seats: model.seats,
    drivingRangeKm: model.drivingRangeKm,
    batteryKwh: model.batteryKwh,
    chargingTimeH: model.chargingTimeH,
    warranty: model.warranty,
    extraSpecs: model.extraSpecs,
  };
}
