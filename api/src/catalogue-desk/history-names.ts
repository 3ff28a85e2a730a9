import { vehicleDisplayName, type DeskChange, type DeskHistory } from '@cvb/contracts';
import { eq, inArray } from 'drizzle-orm';
import { brands, vehicleModels } from '../db/schema';
import type { Queryable } from './model-columns';

/** The ids a change's values hold (before and after) for one field. */
function idsOf(changes: readonly DeskChange[], field: string): number[] {
  const ids = changes
    .filter((change) => change.field === field)
    .flatMap((change) => [change.before, change.after])
    .filter((value): value is number => typeof value === 'number' && Number.isInteger(value));
  return [...new Set(ids)];
}

/**
 * The names of the brands and models a model's history points at by id (`brandId`, `successorModelId`), so the
 * desk reads "Tata Motors" and "Tata Ace Gold" where the stored change holds 3 and 41 (docs/domain.md#catalogue-desk).
 */
export async function historyNames(
  db: Queryable,
  changes: readonly DeskChange[],
): Promise<DeskHistory['names']> {
  const brandIds = idsOf(changes, 'brandId');
  const modelIds = idsOf(changes, 'successorModelId');
  const [brandRows, modelRows] = await Promise.all([
    brandIds.length
      ? db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds))
      : Promise.resolve([]),
    modelIds.length
      ? db
          .select({ id: vehicleModels.id, name: vehicleModels.name, brandName: brands.name })
          .from(vehicleModels)
          .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
          .where(inArray(vehicleModels.id, modelIds))
      : Promise.resolve([]),
  ]);
  return {
    brands: Object.fromEntries(brandRows.map((row) => [String(row.id), row.name])),
    models: Object.fromEntries(modelRows.map((row) => [String(row.id), vehicleDisplayName(row)])),
  };
}
