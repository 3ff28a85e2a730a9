import type { FinderVariant, FinderVehicle, VehicleRefQuery } from '@cvb/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, vehicleModels, vehicleVariants } from '../db/schema';
import { batteryFitments, lubricantFitments, tyreFitments } from '../db/schema-tyres';
import { NotFoundError } from '../http/not-found';

export type FinderKind = 'tyres' | 'batteries' | 'lubricants';

const vehicleColumns = {
  id: vehicleModels.id,
  vertical: vehicleModels.vertical,
  brandSlug: brands.slug,
  brandName: brands.name,
  modelSlug: vehicleModels.slug,
  modelName: vehicleModels.name,
};

const fitmentTable = {
  tyres: { table: tyreFitments, column: tyreFitments.vehicleModelId },
  batteries: { table: batteryFitments, column: batteryFitments.vehicleModelId },
  lubricants: { table: lubricantFitments, column: lubricantFitments.vehicleModelId },
};

/** Vehicle models that have fitments of a kind, for the finders' brand and model pickers. */
export async function finderVehicles(db: Db, kind: FinderKind): Promise<FinderVehicle[]> {
  const { table, column } = fitmentTable[kind];
  const withFitments = db.selectDistinct({ id: column }).from(table);
  const rows = await db
    .select(vehicleColumns)
    .from(vehicleModels)
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(inArray(vehicleModels.id, withFitments))
    .orderBy(asc(vehicleModels.vertical), asc(brands.name), asc(vehicleModels.name));
  return rows.map(({ id: _id, ...vehicle }) => vehicle);
}

export interface ResolvedVehicle extends FinderVehicle {
  id: number;
  gvwKg: number | null;
  payloadKg: number | null;
  powerHp: number | null;
}

/** The vehicle model a finder asks about, or a 404 that names it. */
export async function resolveVehicle(db: Db, ref: VehicleRefQuery): Promise<ResolvedVehicle> {
  const [row] = await db
    .select({
      ...vehicleColumns,
      gvwKg: vehicleModels.gvwKg,
      payloadKg: vehicleModels.payloadKg,
      powerHp: vehicleModels.powerHp,
    })
    .from(vehicleModels)
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(
      and(
        eq(vehicleModels.vertical, ref.vertical),
        eq(brands.slug, ref.brand),
        eq(vehicleModels.slug, ref.model),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError(`No ${ref.vertical} model ${ref.brand}/${ref.model}`);
  return row;
}

export function publicVehicle({
  vertical,
  brandSlug,
  brandName,
  modelSlug,
  modelName,
}: ResolvedVehicle): FinderVehicle {
  return { vertical, brandSlug, brandName, modelSlug, modelName };
}

/** A model's variants in the catalogue's order, for the tyre finder's variant step. */
export async function modelVariants(db: Db, modelId: number): Promise<FinderVariant[]> {
  return db
    .select({ slug: vehicleVariants.slug, name: vehicleVariants.name })
    .from(vehicleVariants)
    .where(eq(vehicleVariants.modelId, modelId))
    .orderBy(asc(vehicleVariants.position), asc(vehicleVariants.name));
}
