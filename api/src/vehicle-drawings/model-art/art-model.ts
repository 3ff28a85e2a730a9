import type { VehicleVertical } from '@cvb/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { brands, vehicleModels } from '../../db/schema';

/** What the artwork of a model is drawn from. */
export interface ArtModel {
  vertical: VehicleVertical;
  brandSlug: string;
  slug: string;
  name: string;
  bodyType: string;
  fuelType: string;
  /** Tyres on the ground, when known (trucks). */
  wheels: number | null;
}

/** The model with these slugs, whatever its vertical; undefined when there is none. */
export async function findArtModel(
  db: Db,
  brandSlug: string,
  modelSlug: string,
): Promise<ArtModel | undefined> {
  const [model] = await db
    .select({
      vertical: vehicleModels.vertical,
      brandSlug: brands.slug,
      slug: vehicleModels.slug,
      name: vehicleModels.name,
      bodyType: vehicleModels.bodyType,
      fuelType: vehicleModels.fuelType,
      wheels: vehicleModels.wheels,
    })
    .from(vehicleModels)
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(and(eq(brands.slug, brandSlug), eq(vehicleModels.slug, modelSlug)))
    .orderBy(asc(vehicleModels.id))
    .limit(1);
  return model;
}
