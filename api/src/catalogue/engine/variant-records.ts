import type { VariantSummary, VehicleSpecs, VehicleVertical } from '@cvb/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vehicleVariants } from '../../db/schema';
import { specsOf } from './model-records';
import type { ModelRecord } from './model-record';

export interface VariantRecord extends VariantSummary {
  position: number;
  model: ModelRecord;
}

/**
 * A variant's specs: its model's, with the values the variant overrides (a spec column by its name, any other
 * key in `extraSpecs`: a tractor's 4WD variant says `drive: '4wd'`).
 */
export function mergeSpecs(
  base: VehicleSpecs,
  overrides: Partial<Record<string, string | number | null>>,
): VehicleSpecs {
  const merged: Record<string, unknown> = { ...base };
  const extraSpecs = { ...base.extraSpecs };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    if (key in base && key !== 'extraSpecs') merged[key] = value;
    else if (value !== null) extraSpecs[key] = value;
  }
  return { ...(merged as VehicleSpecs), extraSpecs };
}

/**
 * Every variant of a vertical joined to its model (from `modelsById`), ordered by model then position
 * (the catalogue snapshot's query).
 */
export async function queryVariants(
  db: Db,
  vertical: VehicleVertical,
  modelsById: ReadonlyMap<number, ModelRecord>,
): Promise<VariantRecord[]> {
  const rows = await db
    .select()
    .from(vehicleVariants)
    .where(eq(vehicleVariants.vertical, vertical))
    .orderBy(asc(vehicleVariants.modelId), asc(vehicleVariants.position), asc(vehicleVariants.id));
  return rows.flatMap((row) => {
    const model = modelsById.get(row.modelId);
    if (!model) return [];
    return [
      {
        id: row.id,
        slug: row.slug,
        name: row.name,
        modelSlug: model.slug,
        modelName: model.name,
        brandSlug: model.brandSlug,
        brandName: model.brandName,
        price: row.price === null ? null : Number(row.price),
        specs: mergeSpecs(specsOf(model), row.specs),
        position: row.position,
        model,
      },
    ];
  });
}
