import { Readable } from 'node:stream';
import { mandiHistoryResponseSchema, mandiHomeResponseSchema, type MandiHistoryPoint } from '@cvb/contracts';
import { sql } from 'drizzle-orm';
import { importMandiCsv } from '../src/mandi/mandi-csv-import';
import { findCommodity, findMarkets } from '../src/mandi/mandi-places';
import { rawHistory } from '../src/mandi/mandi-queries';
import { rowsOf } from '../src/db/raw-rows';
import { testDatabases, useTestApi } from './databases';

// Opening and seeding a database takes long on a busy 2-core machine.
jest.setTimeout(120_000);

/** Rollup rows that differ from a fresh aggregate of mandi_prices, both ways (none when they agree). */
const ROLLUP_DIFFERENCES = sql`
  WITH fresh AS (
    SELECT p.commodity_id, m.state_slug, g.district_slug, p.arrival_date, count(*)::int AS rows,
      coalesce(sum(p.min_price), 0)::bigint AS min_sum, count(p.min_price)::int AS min_count,
      sum(p.modal_price)::bigint AS modal_sum, coalesce(sum(p.max_price), 0)::bigint AS max_sum,
      count(p.max_price)::int AS max_count, min(p.modal_price) AS modal_low, max(p.modal_price) AS modal_high
    FROM mandi_prices p JOIN mandi_markets m ON m.id = p.market_id
    CROSS JOIN LATERAL (VALUES (''), (m.district_slug)) AS g(district_slug)
    GROUP BY 1, 2, 3, 4),
  kept AS (
    SELECT commodity_id, state_slug, district_slug, arrival_date, rows, min_sum, min_count, modal_sum,
      max_sum, max_count, modal_low, modal_high FROM mandi_daily_rollup)
  SELECT count(*)::int AS n FROM ((SELECT * FROM fresh EXCEPT SELECT * FROM kept)
    UNION ALL (SELECT * FROM kept EXCEPT SELECT * FROM fresh)) AS differences`;

/** A CSV in the Agmarknet layout: a second variety beside a seeded series, and unreported min / max. */
function csvFor(day: string): string {
  const [y, m, d] = day.split('-');
  const date = `${d}/${m}/${y}`;
  return [
    'State,District,Market,Commodity,Variety,Grade,Arrival_Date,Min_x0020_Price,Max_x0020_Price,Modal_x0020_Price',
    `Punjab,Ludhiana,Khanna,Wheat,Sharbati,FAQ,${date},2411,2687,2533`,
    `Punjab,Ludhiana,Jagraon,Wheat,Sharbati,FAQ,${date},NR,-,2521`,
    `Punjab,Patiala,Rajpura,Wheat,Dara,Non-FAQ,${date},2200,NR,2302`,
  ].join('\n');
}

describe.each(testDatabases)('mandi daily rollup on %s', (kind) => {
  const api = useTestApi(kind);
  const history = async (query: string) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/e-mandi/history?${query}` });
    expect(response.statusCode).toBe(200);
    return mandiHistoryResponseSchema.parse(response.json());
  };

  /** The history of a place computed straight from the raw rows of its markets. */
  async function rawPoints(
    commodity: string,
    place: { state: string; district?: string },
    end: string,
    days: number,
  ): Promise<MandiHistoryPoint[]> {
    const { db } = api.database;
    const found = await findCommodity(db, commodity);
    const markets = await findMarkets(db, place);
    const rows = await rawHistory(
      db,
      found?.id ?? 0,
      markets.map((market) => market.id),
      end,
      days,
    );
    return rows.map((row) => ({
      date: row.day,
      min: row.min === null ? null : Number(row.min),
      modal: Number(row.modal),
      max: row.max === null ? null : Number(row.max),
    }));
  }

  it('holds exactly the aggregates of the seeded prices', async () => {
    const [{ n: rollupRows }] = await rowsOf<{ n: number }>(
      api.database.db,
      sql`SELECT count(*)::int AS n FROM mandi_daily_rollup`,
    );
    expect(Number(rollupRows)).toBeGreaterThan(1000);
    const [{ n }] = await rowsOf<{ n: number }>(api.database.db, ROLLUP_DIFFERENCES);
    expect(Number(n)).toBe(0);
  });

  it('answers state and district histories equal to the average over the raw rows', async () => {
    const home = mandiHomeResponseSchema.parse(
      (await api.app.inject({ method: 'GET', url: '/api/e-mandi/home-page' })).json(),
    );
    const end = home.date ?? '';
    const cases = [
      { commodity: 'wheat', state: 'punjab' },
      { commodity: 'wheat', state: 'punjab', district: 'ludhiana' },
      { commodity: 'onion', state: 'maharashtra' },
      { commodity: 'paddy-dhan-common', state: 'odisha', district: 'bargarh' },
    ];
    for (const { commodity, state, district } of cases) {
      for (const days of [30, 365]) {
        const place = district ? `&district=${district}` : '';
        const answer = await history(
          `commodity=${commodity}&state=${state}${place}&days=${days}&date=${end}`,
        );
        const raw = await rawPoints(commodity, { state, district }, end, days);
        expect(raw.length).toBeGreaterThan(0);
        expect(answer.points).toEqual(raw);
      }
    }
  });

  it('follows an import: a second variety and unreported prices change the averages as the raw rows do', async () => {
    const home = mandiHomeResponseSchema.parse(
      (await api.app.inject({ method: 'GET', url: '/api/e-mandi/home-page' })).json(),
    );
    const day = home.date ?? '';
    const report = await importMandiCsv(api.database.db, Readable.from([csvFor(day)]), day);
    expect(report).toMatchObject({ inserted: 3, refused: 0 });
    const [{ n }] = await rowsOf<{ n: number }>(api.database.db, ROLLUP_DIFFERENCES);
    expect(Number(n)).toBe(0);
    const places: Array<{ state: string; district?: string }> = [
      { state: 'punjab' },
      { state: 'punjab', district: 'ludhiana' },
    ];
    for (const place of places) {
      const district = place.district ? `&district=${place.district}` : '';
      const answer = await history(`commodity=wheat&state=${place.state}${district}&days=30&date=${day}`);
      expect(answer.points).toEqual(await rawPoints('wheat', place, day, 30));
      expect(answer.points.at(-1)?.date).toBe(day);
    }
    // The state's count of the day's rows comes from the rollup too: three more than before.
    const after = mandiHomeResponseSchema.parse(
      (
        await api.app.inject({ method: 'GET', url: `/api/e-mandi/home-page?state=punjab&date=${day}` })
      ).json(),
    );
    const [{ n: rawCount }] = await rowsOf<{ n: number }>(
      api.database.db,
      sql`SELECT count(*)::int AS n FROM mandi_prices p JOIN mandi_markets m ON m.id = p.market_id
          WHERE m.state_slug = 'punjab' AND p.arrival_date = ${day}::date`,
    );
    expect(after.total).toBe(Number(rawCount));
  });
});
