import { usedBrandPath, type UsedModelSummary, type VehicleVertical } from '@cvb/contracts';
import { and, count, eq, min } from 'drizzle-orm';
import type { Db } from '../db/database';
import { usedVehicleAds as ads } from '../db/schema-ads';
import { listedAds } from './list-conditions';

/** GET used-market/model-summary: how many listed ads a catalogue model has and the lowest asking price. */
export async function usedModelSummary(
  db: Db,
  query: { vertical: VehicleVertical; brand: string; model: string },
  now: Date,
): Promise<UsedModelSummary> {
  const [row] = await db
    .select({ count: count(), fromPrice: min(ads.price) })
    .from(ads)
    .where(
      and(listedAds(query.vertical, now), eq(ads.brandSlug, query.brand), eq(ads.modelSlug, query.model)),
    );
  const total = Number(row?.count ?? 0);
  return {
    count: total,
    fromPrice: total > 0 && row?.fromPrice != null ? Number(row.fromPrice) : null,
    listPath: `${usedBrandPath(query.vertical, query.brand)}?model=${query.model}`,
  };
}
