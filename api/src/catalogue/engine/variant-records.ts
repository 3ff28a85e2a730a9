import type { VariantSummary, VehicleSpecs, VehicleVertical } from '@cvb/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vehicleVariants, vehicleModels } from '../../db/schema';
import { loadModels, specsOf, type ModelRecord } from './model-records';

export interface VariantRecord extends VariantSummary {
  position: number;
  model: ModelRecord;
}

/** A variant's specs: its model's, with the values the variant overrides. */
export function mergeSpecs(
  base: VehicleSpecs,
  overrides: Partial<Record<string, string | number | null>>,
): VehicleSpecs {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides))
    if (key in base && value !== undefined) merged[key] = value;
  return merged as VehicleSpecs;
}

/** Variants of a vertical (optionally narrowed), joined to their models; ordered by model then position. */
export async function loadVariants(db: Db, vertical: VehicleVertical, where?: SQL): Promise<VariantRecord[]> {
  const rows = await db
    .select()
    .from(vehicleVariants)
    .where(and(eq(vehicleVariants.vertical, vertical), where))
    .orderBy(asc(vehicleVariants.modelId), asc(vehicleVariants.position), asc(vehicleVariants.id));
  if (rows.length === 0) return [];
  const modelIds = [...new Set(rows.map((row) => row.modelId))];
  const models = new Map(
    (await loadModels(db, vertical, inArray(vehicleModels.id, modelIds))).map((model) => [model.id, model]),
  );
  return rows.flatMap((row) => {
    const model = models.get(row.modelId);
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
