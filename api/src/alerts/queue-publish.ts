import type { DeskModelDocument } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands } from '../db/schema';
import { queueCatalogueAlerts, type CatalogueChange } from './queue-catalogue';

const lowestPrice = (document: DeskModelDocument): number | null => {
  const prices = document.variants.flatMap((variant) => (variant.price === null ? [] : [variant.price]));
  return prices.length === 0 ? null : Math.min(...prices);
};

/**
 * What a catalogue desk publish means to alerts (docs/domain.md#price-alerts): a model published for the first
 * time, or an upcoming one now on sale, is a new model; a different lowest variant price is a price change.
 */
export function catalogueEventsOf(
  before: DeskModelDocument | null,
  after: DeskModelDocument,
): CatalogueChange['event'][] {
  const events: CatalogueChange['event'][] = [];
  if (
    after.status !== 'discontinued' &&
    (!before || (before.status === 'upcoming' && after.status === 'on-sale'))
  ) {
    events.push('new-model');
  }
  const was = before ? lowestPrice(before) : null;
  const now = lowestPrice(after);
  if (before && was !== null && now !== null && was !== now) events.push('price-change');
  return events;
}

/** Queues the alerts a publish fired; `pagePath` is the model's page after it. Answers the alerts that fired. */
export async function queueAlertsOfPublish(
  db: Db,
  before: DeskModelDocument | null,
  after: DeskModelDocument,
  pagePath: string | null,
  now: Date,
): Promise<number[]> {
  const events = catalogueEventsOf(before, after);
  if (events.length === 0 || !pagePath) return [];
  const [brand] = await db
    .select({ slug: brands.slug, name: brands.name })
    .from(brands)
    .where(eq(brands.id, after.brandId));
  if (!brand) return [];
  const fired: number[] = [];
  for (const event of events) {
    const change: CatalogueChange = {
      event,
      vertical: after.vertical,
      brandSlug: brand.slug,
      brandName: brand.name,
      modelSlug: after.slug,
      modelName: after.name,
      price: lowestPrice(after),
      path: pagePath,
    };
    fired.push(...(await queueCatalogueAlerts(db, change, now)));
  }
  return fired;
}
