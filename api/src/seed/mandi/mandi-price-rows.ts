import { sql, type SQL } from 'drizzle-orm';
import type { MandiSeries, PriceWindow } from './mandi-price-sql';

/** Day of year where a month's middle falls. */
const peakDayOfYear = (month: number) => Math.round((month - 0.5) * 30.44);
const DAY_MS = 86_400_000;
const EPOCH_2000 = Date.UTC(2000, 0, 1);

/** The fractional part of a big sine: a cheap, stable pseudo-random number in [0, 1). */
function hash01(a: number, b: number, c: number, d: number, e: number): number {
  const x = Math.abs(Math.sin(a * b + c * d + e)) * 43758.5453;
  return x - Math.floor(x);
}

function dayOfYear(time: number): number {
  const date = new Date(time);
  return Math.floor((time - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS) + 1;
}

/** The days of the window: daily at the end, Mondays before; no Sundays when asked. */
export function windowDays(window: PriceWindow): number[] {
  const end = Date.parse(`${window.endDate}T00:00:00Z`);
  const days: number[] = [];
  for (let back = window.totalDays - 1; back >= 0; back -= 1) {
    const time = end - back * DAY_MS;
    const weekday = new Date(time).getUTCDay();
    if (back >= window.dailyDays && weekday !== 1) continue;
    if (window.skipSundays && weekday === 0) continue;
    days.push(time);
  }
  return days;
}

/**
 * The prices of `series` over `window`, computed here and sent as one INSERT of arrays: a seasonal
 * wave peaking before the harvest, two slow market-specific cycles, a little daily noise, min and max
 * around the modal by the commodity's spread. Deterministic.
 */
export function mandiPriceRowsInsert(series: MandiSeries[], window: PriceWindow): SQL {
  const columns: number[][] = [[], [], [], [], [], [], []];
  const dates: string[] = [];
  const days = windowDays(window);
  for (const s of series) {
    const peak = peakDayOfYear(s.peakMonth);
    const base = s.base * s.level;
    for (const time of days) {
      const n = Math.round((time - EPOCH_2000) / DAY_MS);
      const shape =
        base *
        (1 + s.swing * Math.cos((2 * Math.PI * (dayOfYear(time) - peak)) / 365.25)) *
        (1 + 0.05 * Math.sin(n / 23 + s.marketId) + 0.03 * Math.sin(n / 7.3 + s.commodityId * 1.7));
      const modal =
        shape * (1 + 0.03 * (2 * hash01(s.marketId, 12.9898, s.commodityId, 78.233, n * 0.137) - 1));
      const h2 = hash01(s.marketId, 39.346, s.commodityId, 11.135, n * 0.731);
      const h3 = hash01(s.marketId, 73.156, s.commodityId, 52.235, n * 0.419);
      columns[0].push(s.marketId);
      columns[1].push(s.commodityId);
      dates.push(new Date(time).toISOString().slice(0, 10));
      columns[2].push(Math.round(modal * (1 - s.spread * (0.35 + 0.5 * h2))));
      columns[3].push(Math.round(modal * (1 + s.spread * (0.3 + 0.6 * h3))));
      columns[4].push(Math.round(modal));
      columns[5].push(Math.round((2 + 180 * h2 * h3) * 100) / 100);
    }
  }
  const list = (values: Array<number | string>) => `{${values.join(',')}}`;
  return sql`
    INSERT INTO mandi_prices (market_id, commodity_id, arrival_date, min_price, max_price, modal_price, arrivals_tonnes)
    SELECT * FROM unnest(${list(columns[0])}::int[], ${list(columns[1])}::int[], ${list(dates)}::date[],
      ${list(columns[2])}::int[], ${list(columns[3])}::int[], ${list(columns[4])}::int[], ${list(columns[5])}::numeric[])
    ON CONFLICT DO NOTHING`;
}
