import type { RunningCostVariant } from '@cvb/contracts';
import { and, asc, avg, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tyreModels } from '../db/schema';
import { tyreFitments, tyreSizes } from '../db/schema-tyres';

type TyreLine = RunningCostVariant['tyres'][number];

/**
 * Each model's factory fitment (size and number of tyres per axle position) with the average price of the tyres
 * of that size on sale in the tyre catalogue, by vehicle model id.
 */
export async function tyreCostsOf(db: Db, modelIds: readonly number[]): Promise<Map<number, TyreLine[]>> {
  const byModel = new Map<number, TyreLine[]>();
  if (modelIds.length === 0) return byModel;
  const fitments = await db
    .select({
      modelId: tyreFitments.vehicleModelId,
      sizeKey: tyreFitments.sizeKey,
      count: tyreFitments.tyreCount,
    })
    .from(tyreFitments)
    .where(inArray(tyreFitments.vehicleModelId, [...modelIds]))
    .orderBy(asc(tyreFitments.vehicleModelId), asc(tyreFitments.position));
  const sizeKeys = [...new Set(fitments.map((fitment) => fitment.sizeKey))];
  const prices =
    sizeKeys.length === 0
      ? []
      : await db
          .select({ sizeKey: tyreSizes.sizeKey, average: avg(tyreSizes.price), offers: count() })
          .from(tyreSizes)
          .innerJoin(tyreModels, eq(tyreModels.id, tyreSizes.modelId))
          .where(and(inArray(tyreSizes.sizeKey, sizeKeys), eq(tyreModels.status, 'on-sale')))
          .groupBy(tyreSizes.sizeKey);
  const priceOf = new Map(prices.map((row) => [row.sizeKey, row]));
  for (const fitment of fitments) {
    const price = priceOf.get(fitment.sizeKey);
    const line: TyreLine = {
      sizeKey: fitment.sizeKey,
      count: fitment.count,
      averagePrice: price?.average == null ? null : Math.round(Number(price.average)),
      offers: Number(price?.offers ?? 0),
    };
    byModel.set(fitment.modelId, [...(byModel.get(fitment.modelId) ?? []), line]);
  }
  return byModel;
}
