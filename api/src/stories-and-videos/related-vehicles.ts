import { verticalDefinition, type RelatedVehicle } from '@cvb/contracts';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, vehicleModels } from '../db/schema';
import type { StoryVehicleRef } from '../db/schema-media';

/** Names and page paths of the vehicles a story is about; refs to vehicles no longer listed are left out. */
export async function resolveVehicles(db: Db, refs: StoryVehicleRef[]): Promise<RelatedVehicle[]> {
  if (refs.length === 0) return [];
  const brandSlugs = [...new Set(refs.map((ref) => ref.brandSlug))];
  const brandRows = await db
    .select({ id: brands.id, vertical: brands.vertical, slug: brands.slug, name: brands.name })
    .from(brands)
    .where(inArray(brands.slug, brandSlugs));
  const modelSlugs = refs.flatMap((ref) => (ref.modelSlug ? [ref.modelSlug] : []));
  const modelRows =
    modelSlugs.length === 0
      ? []
      : await db
          .select({ brandId: vehicleModels.brandId, slug: vehicleModels.slug, name: vehicleModels.name })
          .from(vehicleModels)
          .where(
            and(
              inArray(vehicleModels.slug, modelSlugs),
              inArray(
                vehicleModels.brandId,
                brandRows.map((row) => row.id),
              ),
            ),
          );
  return refs.flatMap((ref): RelatedVehicle[] => {
    const brand = brandRows.find((row) => row.slug === ref.brandSlug && row.vertical === ref.vertical);
    if (!brand) return [];
    const base = `${verticalDefinition(ref.vertical).basePath}/${brand.slug}`;
    if (!ref.modelSlug) {
      return [
        {
          vertical: ref.vertical,
          brandSlug: brand.slug,
          brandName: brand.name,
          modelSlug: null,
          modelName: null,
          path: base,
        },
      ];
    }
    const model = modelRows.find((row) => row.brandId === brand.id && row.slug === ref.modelSlug);
    if (!model) return [];
    return [
      {
        vertical: ref.vertical,
        brandSlug: brand.slug,
        brandName: brand.name,
        modelSlug: model.slug,
        modelName: model.name,
        path: `${base}/${model.slug}`,
      },
    ];
  });
}
