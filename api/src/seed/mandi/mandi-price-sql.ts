import { sql, type SQL } from 'drizzle-orm';

/** One price series: a commodity traded in a market, with its level and seasonal shape. */
export interface MandiSeries {
  marketId: number;
  commodityId: number;
  /** Level of this market against the national typical price (0.9–1.1). */
  level: number;
  base: number;
  swing: number;
  peakMonth: number;
  spread: number;
}

export interface PriceWindow {
  /** Last day (YYYY-MM-DD), included. */
  endDate: string;
  /** Days back from endDate covered by the series. */
  totalDays: number;
  /** The most recent days are daily; older ones weekly (Mondays). Equal to totalDays for all daily. */
  dailyDays: number;
  /** Mandis rest on Sundays; the bench keeps every day to reach its row count. */
  skipSundays: boolean;
}

/** Day of year where a month's middle falls. */
const peakDayOfYear = (month: number) => Math.round((month - 0.5) * 30.44);

/**
 * One INSERT … SELECT that draws the prices of `series` over `window` inside the database: a seasonal
 * wave peaking before the harvest, two slow market-specific cycles, a little daily noise, min and max
 * around the modal by the commodity's spread. Deterministic: the "random" parts are hashes of
 * (market, commodity, day), so the same seed always yields the same rows.
 */
export function mandiPriceInsert(series: MandiSeries[], window: PriceWindow): SQL {
  const values = sql.join(
    series.map(
      (s) =>
        sql`(${s.marketId}::int, ${s.commodityId}::int, ${s.base * s.level}::float8, ${s.swing}::float8, ${peakDayOfYear(s.peakMonth)}::float8, ${s.spread}::float8)`,
    ),
    sql`, `,
  );
  const start = sql`(${window.endDate}::date - ${window.totalDays - 1}::int)`;
  const dailyFrom = sql`(${window.endDate}::date - ${window.dailyDays - 1}::int)`;
  return sql`
    INSERT INTO mandi_prices (market_id, commodity_id, variety, grade, arrival_date, min_price, max_price, modal_price, arrivals_tonnes)
    SELECT market_id, commodity_id, 'Other', 'FAQ', day,
      round(modal * (1 - spread * (0.35 + 0.5 * h2)))::int,
      round(modal * (1 + spread * (0.3 + 0.6 * h3)))::int,
      round(modal)::int,
      (round((2 + 180 * h2 * h3) * 100) / 100)::numeric(10, 2)
    FROM (
      SELECT market_id, commodity_id, spread, day,
        shape * (1 + 0.03 * (2 * (r1 - floor(r1)) - 1)) AS modal,
        r2 - floor(r2) AS h2,
        r3 - floor(r3) AS h3
      FROM (
      SELECT s.market_id, s.commodity_id, s.spread, d.day,
        s.base
          * (1 + s.swing * cos(2 * pi() * (d.doy - s.peak) / 365.25))
          * (1 + 0.05 * sin(d.n / 23 + s.mf) + 0.03 * sin(d.n / 7.3 + s.cf * 1.7::float8)) AS shape,
        abs(sin(s.mf * 12.9898::float8 + s.cf * 78.233::float8 + d.n * 0.137::float8)) * 43758.5453 AS r1,
        abs(sin(s.mf * 39.346::float8 + s.cf * 11.135::float8 + d.n * 0.731::float8)) * 24634.6345 AS r2,
        abs(sin(s.mf * 73.156::float8 + s.cf * 52.235::float8 + d.n * 0.419::float8)) * 35458.1437 AS r3
      FROM (SELECT *, market_id::float8 AS mf, commodity_id::float8 AS cf FROM (VALUES ${values}) AS v(market_id, commodity_id, base, swing, peak, spread)) AS s
      CROSS JOIN (
        SELECT g::date AS day, (g::date - DATE '2000-01-01')::float8 AS n, extract(doy from g)::float8 AS doy
        FROM generate_series(${start}, ${window.endDate}::date, interval '1 day') AS g
        WHERE (g::date >= ${dailyFrom} OR extract(isodow from g) = 1)
          AND (NOT ${window.skipSundays} OR extract(isodow from g) <> 7)
      ) AS d
      ) AS raw
    ) AS p
    ON CONFLICT DO NOTHING`;
}
