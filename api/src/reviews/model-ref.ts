import type { VehicleVertical } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, vehicleModels } from '../db/schema';

export interface ReviewedModel {
  id: number;
  vertical: VehicleVertical;
}

/** The model a review is about, by its vertical, brand slug and model slug; null when there is none. */
export async function findReviewedModel(
  db: Db,
  vertical: VehicleVertical,
  brandSlug: string,
  modelSlug: string,
): Promise<ReviewedModel | null> {
  const [row] = await db
    .select({ id: vehicleModels.id, vertical: vehicleModels.vertical })
    .from(vehicleModels)
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(
      and(
        eq(vehicleModels.vertical, vertical),
        eq(brands.slug, brandSlug),
        eq(vehicleModels.slug, modelSlug),
      ),
    );
  return row ?? null;
}
