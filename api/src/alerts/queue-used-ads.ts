import { brandedName, usedAdPath, type VehicleVertical } from '@cvb/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { insertFirings } from './insert-firings';
import { alertKeys } from './match-keys';

/** A used-vehicle ad that has just gone live. */
export interface NewUsedAd {
  vertical: VehicleVertical;
  brandSlug: string | null;
  modelSlug: string | null;
  stateSlug: string | null;
  /** Rupees. */
  price: number;
  year: number;
  title: string;
  /** The ad's page. */
  path: string;
}

/** Queues the saved searches of the ad's vertical that the ad fits (brand, model, state, price, year). */
export async function queueUsedAdAlerts(db: Db, ad: NewUsedAd, now: Date): Promise<number[]> {
  const due = sql`
    SELECT a.id AS alert_id, a.user_id, 'usedAd'::text AS message_key,
      jsonb_build_object('title', ${ad.title}::text, 'price', ${ad.price}::bigint) AS "values",
      ${ad.path}::text AS path
    FROM alerts a
    WHERE a.match_key = ${alertKeys.usedAd(ad.vertical)} AND NOT a.paused
      AND (a.rule ->> 'brand' IS NULL OR a.rule ->> 'brand' = ${ad.brandSlug})
      AND (a.rule ->> 'model' IS NULL OR a.rule ->> 'model' = ${ad.modelSlug})
      AND (a.rule ->> 'state' IS NULL OR a.rule ->> 'state' = ${ad.stateSlug})
      AND (a.threshold IS NULL OR ${ad.price} <= a.threshold)
      AND (a.rule ->> 'minYear' IS NULL OR (a.rule ->> 'minYear')::int <= ${ad.year})`;
  return insertFirings(db, due, now);
}

/** The columns of a stored ad that a saved search reads. */
export interface StoredUsedAd {
  id: number;
  vertical: VehicleVertical;
  brand: string;
  model: string;
  year: number;
  city: string;
  price: number;
  brandSlug: string | null;
  modelSlug: string | null;
  stateSlug: string | null;
  moderation: string;
}

/** Queues the saved searches a just-stored ad fits, when it is public at once (a held ad waits for its check). */
export async function queueAlertsOfNewAd(db: Db, ad: StoredUsedAd, now: Date): Promise<number[]> {
  if (ad.moderation !== 'live') return [];
  const title = `${brandedName(ad.brand, ad.model)} ${ad.year}, ${ad.city}`;
  return queueUsedAdAlerts(
    db,
    {
      vertical: ad.vertical,
      brandSlug: ad.brandSlug,
      modelSlug: ad.modelSlug,
      stateSlug: ad.stateSlug,
      price: ad.price,
      year: ad.year,
      title,
      path: usedAdPath(ad),
    },
    now,
  );
}
