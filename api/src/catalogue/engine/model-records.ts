import type { ModelSummary, VehicleSpecs, VehicleVertical } from '@cvb/contracts';
import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { brands, vehicleModels, vehicleVariants } from '../../db/schema';
import { angleImageOf } from '../../media/model-art/art-url';

type ModelColumns = typeof vehicleModels.$inferSelect;
/** A model row with its brand and number of variants. */
export interface ModelRecord extends ModelColumns {
  brandSlug: string;
  brandName: string;
  variantCount: number;
}

/** Every model of a vertical with brand slug/name and variant count, ordered by id (the catalogue snapshot's query). */
export async function queryModels(db: Db, vertical: VehicleVertical): Promise<ModelRecord[]> {
  const variantCounts = db
    .select({ modelId: vehicleVariants.modelId, value: count().as('variant_count') })
    .from(vehicleVariants)
    .where(eq(vehicleVariants.vertical, vertical))
    .groupBy(vehicleVariants.modelId)
    .as('variant_counts');
  const rows = await db
    .select({
      ...getTableColumns(vehicleModels),
      brandSlug: brands.slug,
      brandName: brands.name,
      variantCount: variantCounts.value,
    })
    .from(vehicleModels)
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .leftJoin(variantCounts, eq(variantCounts.modelId, vehicleModels.id))
    .where(eq(vehicleModels.vertical, vertical))
    .orderBy(asc(vehicleModels.id));
  return rows.map((row) => ({
    ...row,
    minPrice: row.minPrice === null ? null : Number(row.minPrice),
    maxPrice: row.maxPrice === null ? null : Number(row.maxPrice),
    expectedPrice: row.expectedPrice === null ? null : Number(row.expectedPrice),
    variantCount: Number(row.variantCount ?? 0),
  }));
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
