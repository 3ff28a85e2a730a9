import { count } from 'drizzle-orm';
import type { VehicleVertical } from '@cvb/contracts';
import type { Db } from '../db/database';
import { brands, fuelPrices, newsArticles, tyreBrands, tyreModels, vehicleModels } from '../db/schema';
import { indiaToday } from '../time/india-today';
import { LAKH, type BrandSeed } from './catalogue-types';
import { truckBrands } from './truck-brands';
import { busBrands } from './bus-brands';
import { threeWheelerBrands } from './three-wheeler-brands';
import { tractorBrands } from './tractor-brands';
import { infraBrands } from './infra-brands';
import { tyreBrandSeeds } from './tyres';
import { newsArticleSeeds } from './news-articles';
import { fuelPriceSeeds } from './fuel-prices';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const catalogue: Record<VehicleVertical, BrandSeed[]> = {
  truck: truckBrands,
  bus: busBrands,
  'three-wheeler': threeWheelerBrands,
  tractor: tractorBrands,
  infra: infraBrands,
};

async function seedVehicles(tx: Tx): Promise<void> {
  for (const [vertical, brandSeeds] of Object.entries(catalogue) as [VehicleVertical, BrandSeed[]][]) {
    for (const { models, ...brand } of brandSeeds) {
      const [row] = await tx
        .insert(brands)
        .values({ ...brand, vertical })
        .returning({ id: brands.id });
      await tx.insert(vehicleModels).values(
        models.map((model, index) => ({
          brandId: row.id,
          vertical,
          slug: model.slug,
          name: model.name,
          bodyType: model.bodyType,
          fuelType: model.fuelType,
          minPrice: Math.round(model.minLakh * LAKH),
          maxPrice: Math.round(model.maxLakh * LAKH),
          status: model.status ?? 'on-sale',
          popularity: 100 - index * 10,
        })),
      );
    }
  }
}

async function seedTyres(tx: Tx): Promise<void> {
  for (const { models, ...brand } of tyreBrandSeeds) {
    const segments = [...new Set(models.map((model) => model.segment))];
    const [row] = await tx
      .insert(tyreBrands)
      .values({ ...brand, segments })
      .returning({ id: tyreBrands.id });
    await tx.insert(tyreModels).values(models.map((model) => ({ ...model, brandId: row.id })));
  }
}

/** Fills an empty database with the catalogue, tyres, news and fuel prices, all or nothing. */
export async function seedIfEmpty(db: Db, today: string = indiaToday()): Promise<boolean> {
  const [{ value: brandCount }] = await db.select({ value: count() }).from(brands);
  if (brandCount > 0) return false;
  await db.transaction(async (tx) => {
    await seedVehicles(tx);
    await seedTyres(tx);
    await tx.insert(newsArticles).values(newsArticleSeeds());
    await tx.insert(fuelPrices).values(fuelPriceSeeds(today));
  });
  return true;
}
