import { count } from 'drizzle-orm';
import type { VehicleVertical } from '@cvb/contracts';
import type { Db } from '../db/database';
import { brands, fuelPrices, newsArticles } from '../db/schema';
import { indiaToday } from '../time/india-today';
import type { BrandSeed } from './catalogue-types';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { seedImplements } from './implements/seed-implements';
import { seedExpertReviews } from './catalogue/expert-reviews';
import { seedVerticalExpertReviews } from './catalogue/vertical-expert-reviews';
import { seedMachineExpertReviews } from './catalogue/machine-expert-reviews';
import { truckBrands } from './truck-brands';
import { busBrands } from './bus-brands';
import { threeWheelerBrands } from './three-wheeler-brands';
import { tractorBrands } from './tractor-brands';
import { infraBrands } from './infra-brands';
import { seedTyreCatalogue } from './tyres/index';
import { newsArticleSeeds } from './news-articles';
import { seedMedia } from './media/seed-media';
import { fuelPriceSeeds } from './fuel-prices';
import { seedMandi } from './mandi/seed-mandi';
import { seedSite } from './site';
import { seedCommunity } from '../community/seed-community';
import { seedUsedAds } from './used-ads/seed-used-ads';
import { invalidateCatalogue } from '../catalogue/engine/catalogue-cache';
import { refreshSearchDocuments } from '../search/search-documents';

const catalogue: Record<VehicleVertical, BrandSeed[]> = {
  truck: truckBrands,
  bus: busBrands,
  'three-wheeler': threeWheelerBrands,
  tractor: tractorBrands,
  infra: infraBrands,
};

/**
 * The development seed: fills an empty database with the catalogue, tyres, news, fuel and mandi prices, all or
 * nothing, then rebuilds the header search's documents from it. A database that holds brands is left alone
 * (false). `main.ts` runs it only with `CVB_SEED=on` (`npm start` and the browser tests); production never seeds.
 */
export async function seedIfEmpty(
  db: Db,
  today: string = indiaToday(),
  /** usedAds: the ~400 marketplace ads (api/src/seed/used-ads); the API tests' template leaves them out. */
  { usedAds = true }: { usedAds?: boolean } = {},
): Promise<boolean> {
  const [{ value: brandCount }] = await db.select({ value: count() }).from(brands);
  if (brandCount > 0) return false;
  await db.transaction(async (tx) => {
    await seedCatalogue(tx, catalogue);
    await seedImplements(tx);
    await seedExpertReviews(tx);
    await seedVerticalExpertReviews(tx);
    await seedMachineExpertReviews(tx);
    await seedTyreCatalogue(tx);
    await tx.insert(newsArticles).values(newsArticleSeeds());
    await seedMedia(tx);
    await tx.insert(fuelPrices).values(fuelPriceSeeds(today));
    await seedMandi(tx, today);
    await seedSite(tx);
    await seedCommunity(tx);
    if (usedAds) await seedUsedAds(tx, today);
  });
  invalidateCatalogue(db);
  await refreshSearchDocuments(db);
  return true;
}
