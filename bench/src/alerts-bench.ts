// Alerts benchmark (docs/architecture.md#alert-queue): 100,000 mandi alerts of 2,000 people, then one mandi import
// of 50,000 rows through the admin import's own function, which stores the prices, matches them against the alerts
// through the match-key index and queues what fired. Prints the import's time and, apart, the matching and queueing
// of the same 50,000 prices on the next day. PGlite in memory by default; DATABASE_URL for PostgreSQL.
// Run from the repo root: npm run bench:alerts
import { Readable } from 'node:stream';
import type { MandiAlertRule } from '@cvb/contracts';
import { sql } from 'drizzle-orm';
import { queueMandiAlerts } from '../../api/src/alerts/queue-mandi';
import { alertKeys } from '../../api/src/alerts/match-keys';
import { openDatabase } from '../../api/src/db/database';
import { users } from '../../api/src/db/schema';
import { alerts } from '../../api/src/db/schema-alerts';
import { mandiPrices } from '../../api/src/db/schema-mandi';
import { importMandiCsv } from '../../api/src/mandi/mandi-csv-import';
import { MANDI_COMMODITIES } from '../../api/src/seed/mandi/mandi-commodities';
import { mandiMarketSeeds } from '../../api/src/seed/mandi/mandi-markets';
import { seedMandiPlaces } from '../../api/src/seed/mandi/seed-mandi';

const ROWS = Number(process.env.BENCH_ALERT_ROWS ?? 50_000);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const PEOPLE = 2_000;
const VARIETIES = ['Local', 'Other', 'Hybrid', 'Desi', 'Deshi Red'];
const LIMIT_MS = 10_000;

/** A repeatable sequence of numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const random = seededRandom(42);
  const started = Date.now();
  const database = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory://' },
  );
  const { db } = database;
  try {
    await db.execute(sql`TRUNCATE alerts, alert_firings, mandi_prices`);
    const ids = await seedMandiPlaces(db);
    const markets = mandiMarketSeeds().map((seed, i) => ({ ...seed, id: ids.marketIds[i] }));
    const commodities = MANDI_COMMODITIES.map((seed, i) => ({ ...seed, id: ids.commodityIds[i] }));

    const people = await db
      .insert(users)
      .values(
        Array.from({ length: PEOPLE }, (_, i) => ({
          name: `Kisan ${i + 1}`,
          mobile: String(7_000_000_000 + i),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    const userIds =
      people.length > 0
        ? people.map((row) => row.id)
        : (await db.select({ id: users.id }).from(users)).map((r) => r.id);

    const rows = [];
    for (let i = 0; i < ALERTS; i += 1) {
      const market = markets[Math.floor(random() * markets.length)];
      const commodity = commodities[Math.floor(random() * commodities.length)];
      const roll = random();
      const condition: MandiAlertRule['condition'] = roll < 0.1 ? 'daily' : roll < 0.55 ? 'above' : 'below';
      const price = condition === 'daily' ? undefined : 1000 + Math.round(random() * 4000);
      const ofState = random() < 0.1;
      rows.push({
        userId: userIds[i % userIds.length],
        kind: 'mandi' as const,
        rule: {
          kind: 'mandi' as const,
          commodity: commodity.slug,
          state: market.stateSlug,
          ...(ofState ? {} : { district: market.districtSlug, market: market.marketSlug }),
          condition,
          ...(price === undefined ? {} : { price }),
        },
        matchKey: ofState
          ? alertKeys.mandiState(commodity.id, market.stateSlug)
          : alertKeys.mandiMarket(commodity.id, market.id),
        condition,
        threshold: price ?? null,
      });
    }
    for (let i = 0; i < rows.length; i += 5_000) await db.insert(alerts).values(rows.slice(i, i + 5_000));
    console.log(
      `${ALERTS.toLocaleString('en-IN')} alerts of ${userIds.length.toLocaleString('en-IN')} people in ${seconds(Date.now() - started)}`,
    );

    const header =
      'State,District,Market,Commodity,Variety,Grade,Arrival_Date,Min_x0020_Price,Max_x0020_Price,Modal_x0020_Price';
    const lines = [header];
    outer: for (const variety of VARIETIES) {
      for (const market of markets) {
        for (const commodity of commodities) {
          if (lines.length > ROWS) break outer;
          const modal = 1000 + Math.round(random() * 4000);
          lines.push(
            `${market.state},${market.district},"${market.market}","${commodity.name}",${variety},FAQ,20/11/2026,${modal - 150},${modal + 150},${modal}`,
          );
        }
      }
    }
    const now = new Date('2026-11-20T05:00:00Z');
    const importStarted = Date.now();
    const report = await importMandiCsv(db, Readable.from([lines.join('\n')]), '2026-11-20', now);
    const importMs = Date.now() - importStarted;
    const counted = (await db.execute(sql`SELECT count(*)::int AS fired FROM alert_firings`)) as unknown as {
      rows: { fired: number }[];
    };
    const fired = Number(counted.rows[0].fired);
    console.log(
      `import of ${report.inserted.toLocaleString('en-IN')} rows (refused ${report.refused}): stored, matched and queued ${fired.toLocaleString('en-IN')} alerts in ${seconds(importMs)}`,
    );

    const stored = await db
      .select({
        marketId: mandiPrices.marketId,
        commodityId: mandiPrices.commodityId,
        arrivalDate: mandiPrices.arrivalDate,
        modalPrice: mandiPrices.modalPrice,
      })
      .from(mandiPrices);
    const matchStarted = Date.now();
    const nextDay = await queueMandiAlerts(db, stored, new Date(now.getTime() + 86_400_000));
    const matchMs = Date.now() - matchStarted;
    console.log(
      `matching alone: ${stored.length.toLocaleString('en-IN')} prices against ${ALERTS.toLocaleString('en-IN')} alerts queued ${nextDay.length.toLocaleString('en-IN')} in ${seconds(matchMs)}`,
    );
    const verdict = importMs < LIMIT_MS ? 'within' : 'OVER';
    console.log(`${verdict} the ${seconds(LIMIT_MS)} budget (${database.kind})`);
    if (importMs >= LIMIT_MS) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
