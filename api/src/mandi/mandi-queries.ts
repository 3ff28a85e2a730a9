import { sql, type SQL } from 'drizzle-orm';
import type {
  LocaleCode,
  MandiCommodity,
  MandiHistoryPoint,
  MandiMover,
  MandiRecord,
  MandiSort,
} from '@cvb/contracts';
import type { Db } from '../db/database';
import { recordColumns, RECORD_FROM, recordOf, type RecordRow } from './mandi-record-sql';
import { rollupWhere, type RollupPlace } from './mandi-rollup';
import { rowsOf } from '../db/raw-rows';

/**
 * Filters after slugs were resolved: market ids (undefined = every market), a commodity id, and the
 * state or district those markets make up (no market chosen), which the daily rollup answers for.
 */
export interface ResolvedFilter {
  marketIds?: number[];
  commodityId?: number;
  place?: RollupPlace;
}

function idList(ids: number[]): SQL {
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
}

function filterSql(filter: ResolvedFilter): SQL {
  const parts: SQL[] = [];
  if (filter.commodityId !== undefined) parts.push(sql`p.commodity_id = ${filter.commodityId}`);
  if (filter.marketIds !== undefined) {
    parts.push(
      filter.marketIds.length === 0 ? sql`false` : sql`p.market_id = ANY(${idList(filter.marketIds)})`,
    );
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` AND `);
}

/** The latest trading day on or before `date` among the filtered rows, or null when there is none. */
export async function latestMandiDay(db: Db, date: string, filter: ResolvedFilter): Promise<string | null> {
  return lastDayBetween(db, filter, sql`<= ${date}::date`, null);
}

/** The last trading day of the filtered rows with `arrival_date ${upTo}` (and on or after `from`). */
async function lastDayBetween(
  db: Db,
  filter: ResolvedFilter,
  upTo: SQL,
  from: string | null,
): Promise<string | null> {
  const after = (column: SQL) => (from === null ? sql`true` : sql`${column} >= ${from}::date`);
  const result = await rowsOf<{ day: string | null }>(
    db,
    filter.place
      ? sql`
    SELECT max(r.arrival_date)::text AS day FROM mandi_daily_rollup r
    WHERE r.arrival_date ${upTo} AND ${after(sql`r.arrival_date`)} AND ${rollupWhere(filter.place, filter.commodityId)}`
      : sql`
    SELECT max(p.arrival_date)::text AS day FROM mandi_prices p
    WHERE p.arrival_date ${upTo} AND ${after(sql`p.arrival_date`)} AND ${filterSql(filter)}`,
  );
  return result[0]?.day ?? null;
}

/** How many rows the filter matches on `day`: one rollup row per commodity for a state or district. */
async function countOn(db: Db, day: string, filter: ResolvedFilter): Promise<number> {
  const counted = await rowsOf<{ total: string | number | null }>(
    db,
    filter.place
      ? sql`SELECT sum(r.rows) AS total FROM mandi_daily_rollup r
            WHERE r.arrival_date = ${day}::date AND ${rollupWhere(filter.place, filter.commodityId)}`
      : sql`SELECT count(*) AS total FROM mandi_prices p WHERE p.arrival_date = ${day}::date AND ${filterSql(filter)}`,
  );
  return Number(counted[0]?.total ?? 0);
}

const ORDER: Record<MandiSort | 'place', SQL> = {
  modal_desc: sql`p.modal_price DESC, m.market`,
  modal_asc: sql`p.modal_price ASC, m.market`,
  market: sql`m.state, m.district, m.market, c.name`,
  place: sql`c.name, m.state, m.district, m.market`,
};

/** One day's records matching the filter, sorted, with the total before paging. */
export async function mandiRecordsOn(
  db: Db,
  day: string,
  filter: ResolvedFilter,
  page: { sort: MandiSort | 'place'; limit: number; start: number; locale: LocaleCode },
): Promise<{ total: number; records: MandiRecord[] }> {
  const where = sql`p.arrival_date = ${day}::date AND ${filterSql(filter)}`;
  const [rows, total] = await Promise.all([
    rowsOf<RecordRow>(
      db,
      sql`
      SELECT ${recordColumns(page.locale)} FROM ${RECORD_FROM} WHERE ${where}
      ORDER BY ${ORDER[page.sort]} LIMIT ${page.limit} OFFSET ${page.start}`,
    ),
    countOn(db, day, filter),
  ]);
  return { total, records: rows.map(recordOf) };
}

/** The market paying the highest modal price in each state on `day` for one commodity. */
export async function bestByState(
  db: Db,
  day: string,
  commodityId: number,
  locale: LocaleCode,
): Promise<MandiRecord[]> {
  const result = await rowsOf<RecordRow>(
    db,
    sql`
    SELECT DISTINCT ON (m.state_slug) ${recordColumns(locale)} FROM ${RECORD_FROM}
    WHERE p.arrival_date = ${day}::date AND p.commodity_id = ${commodityId}
    ORDER BY m.state_slug, p.modal_price DESC, m.market`,
  );
  return result.map(recordOf).sort((a, b) => b.modalPrice - a.modalPrice);
}

/**
 * Biggest rises and falls of the modal price on `day` against the previous trading day of the same
 * markets (same commodity, variety and grade): one join of two days' rows, fast on 10 million rows.
 */
export async function topMovers(
  db: Db,
  day: string,
  filter: ResolvedFilter,
  count: number,
  locale: LocaleCode,
): Promise<{ gainers: MandiMover[]; losers: MandiMover[] }> {
  const fortnightBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 14 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const previousDay = await lastDayBetween(db, filter, sql`< ${day}::date`, fortnightBefore);
  if (!previousDay) return { gainers: [], losers: [] };
  const result = await rowsOf<RecordRow & { previous_modal: number; previous_date: string }>(
    db,
    sql`
    SELECT ${recordColumns(locale)}, q.modal_price AS previous_modal, q.arrival_date::text AS previous_date
    FROM ${RECORD_FROM}
    JOIN mandi_prices q ON q.market_id = p.market_id AND q.commodity_id = p.commodity_id
      AND q.variety = p.variety AND q.grade = p.grade AND q.arrival_date = ${previousDay}::date
    WHERE p.arrival_date = ${day}::date AND ${filterSql(filter)}`,
  );
  const movers: MandiMover[] = result
    .filter((row) => Number(row.previous_modal) > 0)
    .map((row) => ({
      record: recordOf(row),
      previousModal: Number(row.previous_modal),
      previousDate: row.previous_date,
      changePercent:
        Math.round(
          ((Number(row.modal_price) - Number(row.previous_modal)) / Number(row.previous_modal)) * 1000,
        ) / 10,
    }));
  const byChange = [...movers].sort((a, b) => b.changePercent - a.changePercent);
  return {
    gainers: byChange.filter((mover) => mover.changePercent > 0).slice(0, count),
    losers: byChange
      .filter((mover) => mover.changePercent < 0)
      .reverse()
      .slice(0, count),
  };
}

type HistoryRow = { day: string; min: string | null; modal: string; max: string | null };

/**
 * Min, modal and max per trading day over `days` days ending on `end`: the market's own prices, or
 * the average over the markets of a district or state, read from the daily rollup (one row a day;
 * the same rounding of sum / count as avg over the raw rows).
 */
export async function mandiHistory(
  db: Db,
  commodity: MandiCommodity & { id: number },
  filter: ResolvedFilter,
  end: string,
  days: number,
): Promise<MandiHistoryPoint[]> {
  const marketIds = filter.marketIds ?? [];
  if (marketIds.length === 0) return [];
  const result = filter.place
    ? await rowsOf<HistoryRow>(
        db,
        sql`
    SELECT r.arrival_date::text AS day,
      CASE WHEN r.min_count = 0 THEN NULL ELSE round(r.min_sum::numeric / r.min_count) END AS min,
      round(r.modal_sum::numeric / r.rows) AS modal,
      CASE WHEN r.max_count = 0 THEN NULL ELSE round(r.max_sum::numeric / r.max_count) END AS max
    FROM mandi_daily_rollup r
    WHERE ${rollupWhere(filter.place, commodity.id)}
      AND r.arrival_date > ${end}::date - ${days}::int AND r.arrival_date <= ${end}::date
    ORDER BY r.arrival_date`,
      )
    : await rawHistory(db, commodity.id, marketIds, end, days);
  return result.map((row) => ({
    date: row.day,
    min: row.min === null ? null : Number(row.min),
    modal: Number(row.modal),
    max: row.max === null ? null : Number(row.max),
  }));
}

/** The same history computed from the raw rows of some markets (a single market, or the check in tests). */
export async function rawHistory(
  db: Db,
  commodityId: number,
  marketIds: number[],
  end: string,
  days: number,
): Promise<HistoryRow[]> {
  return rowsOf<HistoryRow>(
    db,
    sql`
    SELECT p.arrival_date::text AS day, round(avg(p.min_price)) AS min, round(avg(p.modal_price)) AS modal,
      round(avg(p.max_price)) AS max
    FROM mandi_prices p
    WHERE p.market_id = ANY(${idList(marketIds)}) AND p.commodity_id = ${commodityId}
      AND p.arrival_date > ${end}::date - ${days}::int AND p.arrival_date <= ${end}::date
    GROUP BY p.arrival_date ORDER BY p.arrival_date`,
  );
}
