import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { brands, vehicleModels } from '../../db/schema';
import { expertReviews } from '../../db/schema-reviews';
import { isSpecVertical, specsOf, VERTICAL_SOURCES } from './vertical-models';
import { verticalExpertReview } from './vertical-reviews';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An expert review, in six languages, for every bus and three-wheeler model. */
export async function seedVerticalExpertReviews(tx: Tx): Promise<void> {
  const models = await tx
    .select({
      id: vehicleModels.id,
      vertical: vehicleModels.vertical,
      slug: vehicleModels.slug,
      name: vehicleModels.name,
      bodyType: vehicleModels.bodyType,
      fuelType: vehicleModels.fuelType,
      status: vehicleModels.status,
      minPrice: vehicleModels.minPrice,
      maxPrice: vehicleModels.maxPrice,
      expectedLaunch: vehicleModels.expectedLaunch,
      brandSlug: brands.slug,
      brandName: brands.name,
    })
    .from(vehicleModels)
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(inArray(vehicleModels.vertical, ['bus', 'three-wheeler']))
    .orderBy(vehicleModels.id);
  const rows = models.flatMap(({ id, vertical, brandSlug, brandName, ...model }, index) => {
    if (!isSpecVertical(vertical)) return [];
    const { specs } = specsOf(vertical, brandSlug, model.slug);
    const input = {
      ...model,
      brandName,
      minPrice: model.minPrice === null ? null : Number(model.minPrice),
      maxPrice: model.maxPrice === null ? null : Number(model.maxPrice),
      specs,
    };
    return [
      {
        modelId: id,
        ...verticalExpertReview(model, index, (locale) => VERTICAL_SOURCES[vertical].content(locale, input)),
      },
    ];
  });
  if (rows.length > 0) await tx.insert(expertReviews).values(rows);
}
