import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { insertFirings } from './insert-firings';

/** A price the mandi import stored: rupees a quintal. */
export interface StoredMandiPrice {
  marketId: number;
  commodityId: number;
  arrivalDate: string;
  modalPrice: number;
}

/**
 * Matches stored mandi prices against the alerts filed under (commodity, market) and (commodity, state) — the
 * state's average is the mean modal price of that day's stored rows in its markets — and queues those whose
 * condition holds (docs/domain.md#price-alerts). Answers the ids of the alerts that fired.
 */
export async function queueMandiAlerts(
  db: Db,
  prices: readonly StoredMandiPrice[],
  now: Date,
): Promise<number[]> {
  if (prices.length === 0) return [];
  const changed = JSON.stringify(
    prices.map((p) => ({ m: p.marketId, c: p.commodityId, d: p.arrivalDate, p: p.modalPrice })),
  );
  const due = sql`
    WITH changed AS (
      SELECT * FROM jsonb_to_recordset(${changed}::jsonb) AS c(m int, c int, d text, p int)
    ),
    by_state AS (
      SELECT c.c, c.d, mm.state_slug, round(avg(c.p))::int AS p
      FROM changed c JOIN mandi_markets mm ON mm.id = c.m GROUP BY c.c, c.d, mm.state_slug
    ),
    hits AS (
      SELECT a.id AS alert_id, a.user_id, a.condition, a.threshold, a.locale, c.c AS commodity_id, c.p AS price,
        c.d AS arrival, c.m AS market_id, NULL::text AS state_slug
      FROM changed c JOIN alerts a ON a.match_key = 'mandi:m:' || c.c || ':' || c.m AND NOT a.paused
      UNION ALL
      SELECT a.id, a.user_id, a.condition, a.threshold, a.locale, s.c, s.p, s.d, NULL::int, s.state_slug
      FROM by_state s JOIN alerts a ON a.match_key = 'mandi:s:' || s.c || ':' || s.state_slug AND NOT a.paused
    ),
    states AS (
      SELECT DISTINCT ON (state_slug) state_slug, state, state_names FROM mandi_markets ORDER BY state_slug, id
    ),
    holding AS (
      SELECT DISTINCT ON (alert_id) * FROM hits
      WHERE condition = 'daily' OR (condition = 'above' AND price > threshold) OR (condition = 'below' AND price < threshold)
      ORDER BY alert_id, arrival DESC, price DESC
    )
    SELECT h.alert_id, h.user_id,
      CASE h.condition WHEN 'above' THEN 'mandiAbove' WHEN 'below' THEN 'mandiBelow' ELSE 'mandiDaily' END AS message_key,
      jsonb_build_object(
        'commodity', coalesce(mc.names ->> h.locale, mc.name),
        'place', CASE WHEN h.market_id IS NULL THEN coalesce(st.state_names ->> h.locale, st.state)
                      ELSE coalesce(mm.market_names ->> h.locale, mm.market) END,
        'price', h.price,
        'limit', round(coalesce(h.threshold, 0))::int
      ) AS "values",
      CASE WHEN h.market_id IS NULL THEN '/emandi/' || mc.slug
           ELSE '/emandi/market/' || mm.state_slug || '/' || mm.district_slug || '/' || mm.market_slug END AS path
    FROM holding h
    JOIN mandi_commodities mc ON mc.id = h.commodity_id
    LEFT JOIN mandi_markets mm ON mm.id = h.market_id
    LEFT JOIN states st ON st.state_slug = h.state_slug`;
  return insertFirings(db, due, now);
}
