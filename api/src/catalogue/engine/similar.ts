import type { ModelSummary, VehicleVertical } from '@cvb/contracts';
import type { Db } from '../../db/database';
import { catalogueOf } from './catalogue-snapshot';
import { toSummary } from './model-records';
import { priceOf } from './price-of';

export const SIMILAR_LIMIT = 8;

/**
 * Models like `slug` (same vertical, not discontinued): same body type or a price within ±30 %,
 * excluding itself; same body type first, then the closest price.
 */
export async function similarModels(
  db: Db,
  vertical: VehicleVertical,
  slug: string,
): Promise<ModelSummary[]> {
  const { models } = await catalogueOf(db, vertical);
  const self = models.find((model) => model.slug === slug);
  if (!self) return [];
  const price = priceOf(self);
  const distance = (other: number | null) =>
    price === null || other === null ? Number.POSITIVE_INFINITY : Math.abs(other - price);
  const nearPrice = (other: number | null) =>
    price !== null && other !== null && distance(other) <= price * 0.3;
  return models
    .filter((m) => m.id !== self.id && m.status !== 'discontinued' && m.status !== 'expired')
    .filter((m) => m.bodyType === self.bodyType || nearPrice(priceOf(m)))
    .sort(
      (a, b) =>
        Number(b.bodyType === self.bodyType) - Number(a.bodyType === self.bodyType) ||
        distance(priceOf(a)) - distance(priceOf(b)) ||
        a.id - b.id,
    )
    .slice(0, SIMILAR_LIMIT)
    .map(toSummary);
}
