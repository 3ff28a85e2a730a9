import type { TyreModelSummary, TyreSizeRow } from '@cvb/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tyreBrands, tyreModels } from '../db/schema';
import { tyreSizes } from '../db/schema-tyres';

export interface CatalogueTyre extends TyreModelSummary {
  sizes: TyreSizeRow[];
}

function warrantyYears(text: string | null): number | null {
  const years = text === null ? NaN : Number.parseInt(text, 10);
  return Number.isFinite(years) ? years : null;
}

/** Every tyre model (expired ones too) with its brand and sizes; a few hundred rows, filtered in memory. */
export async function loadTyreCatalogue(db: Db): Promise<CatalogueTyre[]> {
  const [models, sizes] = await Promise.all([
    db
      .select({
        id: tyreModels.id,
        slug: tyreModels.slug,
        name: tyreModels.name,
        brandSlug: tyreBrands.slug,
        brandName: tyreBrands.name,
        size: tyreModels.size,
        segment: tyreModels.segment,
        status: tyreModels.status,
        type: tyreModels.type,
        construction: tyreModels.construction,
        tubeless: tyreModels.tubeless,
        vehicleTypes: tyreModels.vehicleTypes,
        warranty: tyreModels.warranty,
        popularity: tyreModels.popularity,
        fallbackPrice: tyreModels.price,
      })
      .from(tyreModels)
      .innerJoin(tyreBrands, eq(tyreBrands.id, tyreModels.brandId))
      .orderBy(asc(tyreModels.id)),
    db.select().from(tyreSizes).orderBy(asc(tyreSizes.modelId), asc(tyreSizes.price), asc(tyreSizes.id)),
  ]);
  const sizesOf = new Map<number, TyreSizeRow[]>();
  for (const size of sizes) {
    const list = sizesOf.get(size.modelId) ?? [];
    list.push({
      sizeKey: size.sizeKey,
      width: size.width,
      aspectRatio: size.aspectRatio,
      rimInches: size.rimInches,
      construction: size.construction === 'bias' ? 'bias' : 'radial',
      loadIndex: size.loadIndex,
      speedRating: size.speedRating,
      plyRating: size.plyRating,
      tubeless: size.tubeless,
      price: size.price,
    });
    sizesOf.set(size.modelId, list);
  }
  return models.map(({ warranty, fallbackPrice, ...model }) => {
    const own = sizesOf.get(model.id) ?? [];
    const prices = own.map((size) => size.price);
    return {
      ...model,
      segment: model.segment as TyreModelSummary['segment'],
      type: model.type as TyreModelSummary['type'],
      construction: model.construction === 'bias' ? 'bias' : 'radial',
      price: prices.length > 0 ? Math.min(...prices) : fallbackPrice,
      maxPrice: prices.length > 0 ? Math.max(...prices) : fallbackPrice,
      warrantyYears: warrantyYears(warranty),
      sizeCount: own.length,
      sizes: own,
    };
  });
}

export function summaryOf({ sizes: _sizes, ...summary }: CatalogueTyre): TyreModelSummary {
  return summary;
}
