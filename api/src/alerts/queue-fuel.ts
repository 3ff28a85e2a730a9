import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { insertFirings } from './insert-firings';

/**
 * Matches stored fuel prices (their row ids) against the alerts filed under (city, fuel): an alert fires when its
 * fuel moved, up or down, by at least its amount since the city's previous day on record
 * (docs/domain.md#price-alerts). Answers the ids of the alerts that fired.
 */
export async function queueFuelAlerts(db: Db, fuelPriceIds: readonly number[], now: Date): Promise<number[]> {
  if (fuelPriceIds.length === 0) return [];
  const ids = JSON.stringify(fuelPriceIds);
  const due = sql`
    WITH changed AS (
      SELECT n.* FROM fuel_prices n
      WHERE n.id IN (SELECT value::int FROM jsonb_array_elements_text(${ids}::jsonb))
    ),
    moves AS (
      SELECT a.id AS alert_id, a.user_id, a.condition AS fuel, a.threshold, n.city, n.city_slug, n.date,
        CASE a.condition WHEN 'petrol' THEN n.petrol WHEN 'diesel' THEN n.diesel ELSE n.cng END AS price,
        CASE a.condition WHEN 'petrol' THEN p.petrol WHEN 'diesel' THEN p.diesel ELSE p.cng END AS before
      FROM changed n
      JOIN LATERAL (
        SELECT * FROM fuel_prices p WHERE p.city_slug = n.city_slug AND p.date < n.date ORDER BY p.date DESC LIMIT 1
      ) p ON true
      JOIN alerts a ON a.match_key IN ('fuel:' || n.city_slug || ':petrol', 'fuel:' || n.city_slug || ':diesel',
        'fuel:' || n.city_slug || ':cng') AND NOT a.paused
    )
    SELECT DISTINCT ON (alert_id) alert_id, user_id, 'fuel' AS message_key,
      jsonb_build_object('fuel', fuel, 'city', city, 'price', price, 'change', round((price - before)::numeric, 2)) AS "values",
      '/fuel-prices/' || city_slug AS path
    FROM moves
    WHERE price IS NOT NULL AND before IS NOT NULL AND abs(price - before) >= threshold - 0.001
    ORDER BY alert_id, date DESC`;
  return insertFirings(db, due, now);
}
