import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

type Executor = Pick<Db, 'execute'>;

/** Which rollup rows to rebuild: every row, a date range, or exact (commodity, day) pairs. */
export type RollupScope =
  | { kind: 'all' }
  | { kind: 'range'; from: string; to: string }
  | { kind: 'pairs'; pairs: Array<{ commodityId: number; arrivalDate: string }> };

function scopeSql(scope: RollupScope, alias: string): SQL {
  const commodity = sql.raw(`${alias}.commodity_id`);
  const day = sql.raw(`${alias}.arrival_date`);
  if (scope.kind === 'all') return sql`true`;
  if (scope.kind === 'range') return sql`${day} BETWEEN ${scope.from}::date AND ${scope.to}::date`;
  const commodities = sql.join(
    scope.pairs.map((pair) => sql`${pair.commodityId}`),
    sql`, `,
  );
  const days = sql.join(
    scope.pairs.map((pair) => sql`${pair.arrivalDate}`),
    sql`, `,
  );
  return sql`(${commodity}, ${day}) IN (
    SELECT * FROM unnest(ARRAY[${commodities}]::int[], ARRAY[${days}]::date[]))`;
}

/**
 * Rebuilds the daily rollup (per commodity and day: each state, district_slug '', and each district)
 * from mandi_prices for `scope`. Called after every insert of prices (seed, bench load, CSV import),
 * so the rollup always equals the raw rows.
 */
export async function refreshMandiRollup(db: Executor, scope: RollupScope): Promise<void> {
  if (scope.kind === 'pairs' && scope.pairs.length === 0) return;
  await db.execute(sql`DELETE FROM mandi_daily_rollup r WHERE ${scopeSql(scope, 'r')}`);
  await db.execute(sql`
    INSERT INTO mandi_daily_rollup (commodity_id, state_slug, district_slug, arrival_date, rows, min_sum,
      min_count, modal_sum, max_sum, max_count, modal_low, modal_high)
    SELECT p.commodity_id, m.state_slug, g.district_slug, p.arrival_date, count(*),
      coalesce(sum(p.min_price), 0), count(p.min_price), sum(p.modal_price), coalesce(sum(p.max_price), 0),
      count(p.max_price), min(p.modal_price), max(p.modal_price)
    FROM mandi_prices p
    JOIN mandi_markets m ON m.id = p.market_id
    CROSS JOIN LATERAL (VALUES (''), (m.district_slug)) AS g(district_slug)
    WHERE ${scopeSql(scope, 'p')}
    GROUP BY p.commodity_id, m.state_slug, g.district_slug, p.arrival_date`);
}

/** A state (district '') or a district: the places the rollup aggregates. */
export interface RollupPlace {
  state: string;
  district?: string;
}

/** The rollup rows of a place: `r` filtered to the state or district (and commodity when given). */
export function rollupWhere(place: RollupPlace, commodityId?: number): SQL {
  const commodity = commodityId === undefined ? sql`true` : sql`r.commodity_id = ${commodityId}`;
  return sql`r.state_slug = ${place.state} AND r.district_slug = ${place.district ?? ''} AND ${commodity}`;
}
