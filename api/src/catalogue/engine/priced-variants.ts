import type { Variant, VehicleVertical } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vehicleVariants } from '../../db/schema';
import { onRoadBreakup, type PriceCity } from './on-road';
import { loadVariants } from './variant-records';

/** The variants of a model in catalogue order, each with its on-road breakup in the city (null without a price). */
export async function pricedVariants(
  db: Db,
  vertical: VehicleVertical,
  modelId: number,
  city: PriceCity,
): Promise<Variant[]> {
  return (await loadVariants(db, vertical, eq(vehicleVariants.modelId, modelId))).map((variant) => ({
    id: variant.id,
    slug: variant.slug,
    name: variant.name,
    price: variant.price,
    specs: variant.specs,
    onRoad: variant.price === null ? null : onRoadBreakup(variant.price, city),
  }));
}
