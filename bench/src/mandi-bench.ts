// Mandi benchmark: loads 10 million daily prices (300 markets × 40 commodities × 834 days) into the
// PostgreSQL of DATABASE_URL, then times the e-mandi search and history calls through the API (in
// process, no network) and prints p50/p95 per call. Run from the repo root: DATABASE_URL=… npm run bench:mandi
// The load is skipped when the table already holds the rows (BENCH_MANDI_RELOAD=1 forces it).
import { sql } from 'drizzle-orm';
import { buildApp } from '../../api/src/app';
import { openDatabase, type Database } from '../../api/src/db/database';
import { refreshMandiRollup } from '../../api/src/mandi/mandi-rollup';
import { mandiPriceInsert } from '../../api/src/seed/mandi/mandi-price-sql';
import { mandiSeries, seedMandiPlaces } from '../../api/src/seed/mandi/seed-mandi';
import { mandiMarketSeeds } from '../../api/src/seed/mandi/mandi-markets';
import { MANDI_COMMODITIES } from '../../api/src/seed/mandi/mandi-commodities';

const DAYS = Number(process.env.BENCH_MANDI_DAYS ?? 834);
const RUNS = Number(process.env.BENCH_MANDI_RUNS ?? 200);
const END_DATE = '2026-11-20';

const SECONDARY_INDEXES = [
  'CREATE INDEX IF NOT EXISTS mandi_prices_commodity_date_idx ON mandi_prices (commodity_id, arrival_date)',
  'CREATE INDEX IF NOT EXISTS mandi_prices_date_market_idx ON mandi_prices (arrival_date, market_id)',
];

const FOREIGN_KEYS = [
  {
    name: 'mandi_prices_market_id_mandi_markets_id_fk',
    definition: 'FOREIGN KEY (market_id) REFERENCES mandi_markets(id) ON DELETE CASCADE',
  },
  {
    name: 'mandi_prices_commodity_id_mandi_commodities_id_fk',
    definition: 'FOREIGN KEY (commodity_id) REFERENCES mandi_commodities(id) ON DELETE CASCADE',
  },
];

async function rowCount(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`SELECT count(*)::bigint AS n FROM mandi_prices`,
  )) as unknown as {
    rows: Array<{ n: string }>;
  };
  return Number(result.rows[0].n);
}

async function load(database: Database): Promise<void> {
  const { db } = database;
  const ids = await seedMandiPlaces(db);
  const series = mandiSeries(ids, { marketsPerState: 20, commoditiesPerMarket: 40 }, true);
  const expected = series.length * DAYS;
  const present = await rowCount(database);
  if (present >= expected && process.env.BENCH_MANDI_RELOAD !== '1') {
    console.log(`mandi_prices already holds ${present.toLocaleString('en-IN')} rows: load skipped`);
    for (const statement of SECONDARY_INDEXES) await db.execute(sql.raw(statement));
    await buildRollup(database);
    return;
  }
  console.log(`loading ${expected.toLocaleString('en-IN')} rows (${series.length} series × ${DAYS} days)…`);
  let started = Date.now();
  await db.execute(sql`TRUNCATE mandi_prices`);
  await db.execute(sql`SET synchronous_commit = off`);
  await db.execute(sql`DROP INDEX IF EXISTS mandi_prices_commodity_date_idx`);
  await db.execute(sql`DROP INDEX IF EXISTS mandi_prices_date_idx`);
  await db.execute(sql`DROP INDEX IF EXISTS mandi_prices_date_market_idx`);
  await db.execute(sql`ALTER TABLE mandi_prices DROP CONSTRAINT IF EXISTS mandi_prices_pk`);
  for (const fk of FOREIGN_KEYS)
    await db.execute(sql.raw(`ALTER TABLE mandi_prices DROP CONSTRAINT IF EXISTS ${fk.name}`));
  const window = { endDate: END_DATE, totalDays: DAYS, dailyDays: DAYS, skipSundays: false };
  for (const commodityId of ids.commodityIds) {
    await db.execute(
      mandiPriceInsert(
        series.filter((s) => s.commodityId === commodityId),
        window,
      ),
    );
    process.stdout.write('.');
  }
  console.log(`\nrows inserted in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  started = Date.now();
  await db.execute(
    sql.raw(
      'ALTER TABLE mandi_prices ADD CONSTRAINT mandi_prices_pk PRIMARY KEY (market_id, commodity_id, arrival_date, variety, grade)',
    ),
  );
  for (const statement of SECONDARY_INDEXES) await db.execute(sql.raw(statement));
  // The rows were generated from these very ids: the keys come back without re-checking 10 million rows.
  for (const fk of FOREIGN_KEYS) {
    await db.execute(
      sql.raw(`ALTER TABLE mandi_prices ADD CONSTRAINT ${fk.name} ${fk.definition} NOT VALID`),
    );
  }
  await db.execute(sql`ANALYZE mandi_prices`);
  console.log(`indexes built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await buildRollup(database);
}

/** The daily rollup of every state and district, as the seed and imports keep it. */
async function buildRollup(database: Database): Promise<void> {
  const started = Date.now();
  await refreshMandiRollup(database.db, { kind: 'all' });
  await database.db.execute(sql`ANALYZE mandi_daily_rollup`);
  const result = (await database.db.execute(
    sql`SELECT count(*)::bigint AS n FROM mandi_daily_rollup`,
  )) as unknown as { rows: Array<{ n: string }> };
  console.log(
    `daily rollup: ${Number(result.rows[0].n).toLocaleString('en-IN')} rows built in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

/** Deterministic picks so every run asks the same questions. */
function pick<T>(list: T[], index: number): T {
  return list[(index * 7919) % list.length];
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('Set DATABASE_URL to a PostgreSQL database the bench may fill (10 million rows).');
  const database = await openDatabase({ databaseUrl });
  process.env.LEAD_OUTBOX_WORKER = 'off';
  const app = await buildApp({ database });
  try {
    await load(database);
    console.log(`mandi_prices: ${(await rowCount(database)).toLocaleString('en-IN')} rows`);
    const markets = mandiMarketSeeds();
    const commodities = MANDI_COMMODITIES.map((commodity) => commodity.slug);
    const calls: Record<string, (i: number) => string> = {
      'search: commodity in a state (detail-page)': (i) => {
        const market = pick(markets, i);
        return `/api/e-mandi/detail-page?commodity=${pick(commodities, i + 3)}&state=${market.stateSlug}&date=${END_DATE}`;
      },
      'search: commodity everywhere (detail-page)': (i) =>
        `/api/e-mandi/detail-page?commodity=${pick(commodities, i)}&date=${END_DATE}`,
      'narrowing: markets of a district (get-market)': (i) => {
        const market = pick(markets, i);
        return `/api/e-mandi/get-market/${market.stateSlug}/${market.districtSlug}?commodity=${pick(commodities, i)}`;
      },
      'history: market, 365 days': (i) => {
        const market = pick(markets, i);
        return `/api/e-mandi/history?commodity=${pick(commodities, i + 1)}&state=${market.stateSlug}&district=${market.districtSlug}&market=${market.marketSlug}&days=365&date=${END_DATE}`;
      },
      'history: state average, 365 days': (i) =>
        `/api/e-mandi/history?commodity=${pick(commodities, i + 2)}&state=${pick(markets, i).stateSlug}&days=365&date=${END_DATE}`,
      'home: today in a state with movers (home-page)': (i) =>
        `/api/e-mandi/home-page?state=${pick(markets, i).stateSlug}&date=${END_DATE}`,
    };
    console.log(`\n${RUNS} calls each, one at a time (ms):`);
    for (const [name, url] of Object.entries(calls)) {
      for (let i = 0; i < 10; i += 1) await app.inject({ method: 'GET', url: url(i) });
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url: url(i) });
        times.push(performance.now() - started);
        if (response.statusCode !== 200)
          throw new Error(`${url(i)} answered ${response.statusCode}: ${response.body}`);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${name.padEnd(48)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)}   p95 ${percentile(times, 0.95).toFixed(1).padStart(6)}`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
