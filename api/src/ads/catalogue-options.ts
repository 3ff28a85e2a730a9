import type { AdCatalogueOptions, VehicleVertical } from '@cvb/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, vehicleModels, vehicleVariants } from '../db/schema';

/**
 * The sell form's pick lists, from the catalogue: a vertical's brands (most popular first), a brand's models,
 * or a model's variants (in catalogue order). An unknown brand or model has none.
 */
export async function adCatalogueOptions(
  db: Db,
  query: { vertical: VehicleVertical; brandSlug?: string; modelSlug?: string },
): Promise<AdCatalogueOptions> {
  const { vertical, brandSlug, modelSlug } = query;
  if (!brandSlug) {
    const options = await db
      .select({ slug: brands.slug, name: brands.name })
      .from(brands)
      .where(eq(brands.vertical, vertical))
      .orderBy(desc(brands.popularity), asc(brands.name));
    return { options };
  }
  const brandOf = and(eq(brands.vertical, vertical), eq(brands.slug, brandSlug));
  if (!modelSlug) {
    const options = await db
      .select({ slug: vehicleModels.slug, name: vehicleModels.name })
      .from(vehicleModels)
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .where(brandOf)
      .orderBy(desc(vehicleModels.popularity), asc(vehicleModels.name));
    return { options };
  }
  const options = await db
    .select({ slug: vehicleVariants.slug, name: vehicleVariants.name })
    .from(vehicleVariants)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVariants.modelId))
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(and(brandOf, eq(vehicleModels.slug, modelSlug)))
    .orderBy(asc(vehicleVariants.position), asc(vehicleVariants.name));
  return { options };
}
