import type { VehicleVertical } from '@cvb/contracts';
import { eq, max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vehicleVariants } from '../../db/schema';
import { cataloguePriceHistory } from '../../db/schema-catalogue-desk';
import { indiaDay } from '../../alerts/india-clock';

/**
 * When each model of a vertical last had a price set or changed (the newest row of its variants in
 * `catalogue_price_history`, which the variants' trigger keeps), by model id. A list's "prices updated on" is the
 * newest of its models' dates.
 */
export async function queryPriceDates(db: Db, vertical: VehicleVertical): Promise<Map<number, Date>> {
  const rows = await db
    .select({ modelId: vehicleVariants.modelId, at: max(cataloguePriceHistory.changedAt) })
    .from(cataloguePriceHistory)
    .innerJoin(vehicleVariants, eq(vehicleVariants.id, cataloguePriceHistory.variantId))
    .where(eq(vehicleVariants.vertical, vertical))
    .groupBy(vehicleVariants.modelId);
  const dates = new Map<number, Date>();
  for (const row of rows) if (row.at) dates.set(row.modelId, new Date(row.at));
  return dates;
}

/** The newest price date of `models` as an India calendar day (`2026-03-01`), or null when none has one. */
export function latestPriceDay(
  models: readonly { id: number }[],
  priceDate: (modelId: number) => Date | undefined,
): string | null {
  let latest: Date | undefined;
  for (const model of models) {
    const at = priceDate(model.id);
    if (at && (!latest || at > latest)) latest = at;
  }
  return latest ? indiaDay(latest) : null;
}
