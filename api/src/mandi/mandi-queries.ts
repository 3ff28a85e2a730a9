import { sql, type SQL } from 'drizzle-orm';
import type { MandiCommodity, MandiHistoryPoint, MandiMover, MandiRecord, MandiSort } from '@cvb/contracts';
import type { Db } from '../db/database';
import { RECORD_COLUMNS, RECORD_FROM, recordOf, type RecordRow } from './mandi-record-sql';
import { rowsOf } from './raw-rows';

/** Filters after slugs were resolved: market ids (undefined = every market), a commodity id. */
export interface ResolvedFilter {
  marketIds?: number[];
  commodityId?: number;
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
  const result = await rowsOf<{ day: string | null }>(
    db,
    sql`
    SELECT max(p.arrival_date)::text AS day FROM mandi_prices p
    WHERE p.arrival_date <= ${date}::date AND ${filterSql(filter)}`,
  );
  return result[0]?.day ?? null;
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
  page: { sort: MandiSort | 'place'; limit: number; start: number },
): Promise<{ total: number; records: MandiRecord[] }> {
  const where = sql`p.arrival_date = ${day}::date AND ${filterSql(filter)}`;
  const [rows, counted] = await Promise.all([
    rowsOf<RecordRow>(
      db,
      sql`
      SELECT ${RECORD_COLUMNS} FROM ${RECORD_FROM} WHERE ${where}
      ORDER BY ${ORDER[page.sort]} LIMIT ${page.limit} OFFSET ${page.start}`,
    ),
    rowsOf<{ total: string | number }>(db, sql`SELECT count(*) AS total FROM mandi_prices p WHERE ${where}`),
  ]);
  return { total: Number(counted[0]?.total ?? 0), records: rows.map(recordOf) };
}

/** The market paying the highest modal price in each state on `day` for one commodity. */
export async function bestByState(db: Db, day: string, commodityId: number): Promise<MandiRecord[]> {
  const result = await rowsOf<RecordRow>(
    db,
    sql`
    SELECT DISTINCT ON (m.state_slug) ${RECORD_COLUMNS} FROM ${RECORD_FROM}
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
): Promise<{ gainers: MandiMover[]; losers: MandiMover[] }> {
  const previous = await rowsOf<{ day: string | null }>(
    db,
    sql`SELECT max(p.arrival_date)::text AS day FROM mandi_prices p
        WHERE p.arrival_date < ${day}::date AND p.arrival_date >= ${day}::date - 14 AND ${filterSql(filter)}`,
  );
  const previousDay = previous[0]?.day;
  if (!previousDay) return { gainers: [], losers: [] };
  const result = await rowsOf<RecordRow & { previous_modal: number; previous_date: string }>(
    db,
    sql`
    SELECT ${RECORD_COLUMNS}, q.modal_price AS previous_modal, q.arrival_date::text AS previous_date
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

/**
 * Min, modal and max per trading day over `days` days ending on `end`: the market's own prices, or
 * the average over the markets of a district or state.
 */
export async function mandiHistory(
  db: Db,
  commodity: MandiCommodity & { id: number },
  marketIds: number[],
  end: string,
  days: number,
): Promise<MandiHistoryPoint[]> {
  if (marketIds.length === 0) return [];
  const result = await rowsOf<{ day: string; min: string | null; modal: string; max: string | null }>(
    db,
    sql`
    SELECT p.arrival_date::text AS day, round(avg(p.min_price)) AS min, round(avg(p.modal_price)) AS modal,
      round(avg(p.max_price)) AS max
    FROM mandi_prices p
    WHERE p.market_id = ANY(${idList(marketIds)}) AND p.commodity_id = ${commodity.id}
      AND p.arrival_date > ${end}::date - ${days}::int AND p.arrival_date <= ${end}::date
    GROUP BY p.arrival_date ORDER BY p.arrival_date`,
  );
  return result.map((row) => ({
    date: row.day,
    min: row.min === null ? null : Number(row.min),
    modal: Number(row.modal),
    max: row.max === null ? null : Number(row.max),
  }));
}
