import type { CatalogueAlertEvent, VehicleVertical } from '@cvb/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { insertFirings } from './insert-firings';
import { alertKeys } from './match-keys';

/** A published change of the catalogue: a new model of a brand, or a model's new price. */
export interface CatalogueChange {
  event: CatalogueAlertEvent;
  vertical: VehicleVertical;
  brandSlug: string;
  brandName: string;
  modelSlug: string;
  modelName: string;
  /** Lowest ex-showroom price in rupees, when known. */
  price: number | null;
  /** The model's page. */
  path: string;
}

/** Queues the alerts of the brand (all its models, or this one) that ask for this event. */
export async function queueCatalogueAlerts(db: Db, change: CatalogueChange, now: Date): Promise<number[]> {
  const due = sql`
    SELECT a.id AS alert_id, a.user_id,
      ${change.event === 'new-model' ? 'newModel' : 'priceChange'}::text AS message_key,
      jsonb_build_object('brand', ${change.brandName}::text, 'model', ${change.modelName}::text,
        'price', ${change.price ?? 0}::bigint) AS "values",
      ${change.path}::text AS path
    FROM alerts a
    WHERE a.match_key = ${alertKeys.catalogue(change.vertical, change.brandSlug)} AND NOT a.paused
      AND (a.rule ->> 'model' IS NULL OR a.rule ->> 'model' = ${change.modelSlug})
      AND a.rule -> 'events' @> to_jsonb(${change.event}::text)`;
  return insertFirings(db, due, now);
}
