import { DEPRECIATION_CURVES, VEHICLE_VERTICALS, retainedShare } from '@cvb/contracts';
import { asc, count, countDistinct, eq } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../src/db/database';
import { vehicleVariants } from '../src/db/schema';
import { usedVehicleAdImages, usedVehicleAds } from '../src/db/schema-ads';
import { USED_AD_COUNTS, seedUsedAds } from '../src/seed/used-ads/seed-used-ads';
import { openTestDatabase, testDatabases } from './databases';

const TODAY = '2026-11-20';

async function fingerprint(database: Database): Promise<string> {
  const rows = await database.db
    .select({
      vertical: usedVehicleAds.vertical,
      model: usedVehicleAds.model,
      year: usedVehicleAds.year,
      kms: usedVehicleAds.kmsDriven,
      price: usedVehicleAds.price,
      city: usedVehicleAds.city,
      createdAt: usedVehicleAds.createdAt,
    })
    .from(usedVehicleAds)
    .orderBy(asc(usedVehicleAds.id));
  return JSON.stringify(rows);
}

describe.each(testDatabases)('the used-ads seed (%s)', (kind: DatabaseKind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedUsedAds(database.db, TODAY);
  });
  afterAll(async () => database?.close());

  it('adds about 400 ads over the five verticals and 20 states, each with drawings for photos', async () => {
    const perVertical = await database.db
      .select({ vertical: usedVehicleAds.vertical, ads: count() })
      .from(usedVehicleAds)
      .groupBy(usedVehicleAds.vertical);
    expect(Object.fromEntries(perVertical.map((row) => [row.vertical, row.ads]))).toEqual(USED_AD_COUNTS);
    const [{ states }] = await database.db
      .select({ states: countDistinct(usedVehicleAds.stateSlug) })
      .from(usedVehicleAds);
    expect(states).toBe(20);
    const [{ models }] = await database.db
      .select({ models: countDistinct(usedVehicleAds.modelId) })
      .from(usedVehicleAds);
    expect(models).toBeGreaterThan(100);
    const [{ photos }] = await database.db.select({ photos: count() }).from(usedVehicleAdImages);
    expect(photos).toBeGreaterThanOrEqual(3 * 400);
  });

  it('prices used vehicles near the depreciation curve of their new price (±12 % noise, km and owners)', async () => {
    const rows = await database.db
      .select({
        vertical: usedVehicleAds.vertical,
        year: usedVehicleAds.year,
        price: usedVehicleAds.price,
        newPrice: vehicleVariants.price,
      })
      .from(usedVehicleAds)
      .innerJoin(vehicleVariants, eq(vehicleVariants.id, usedVehicleAds.variantId));
    expect(rows).toHaveLength(400);
    for (const row of rows) {
      const curve = retainedShare(row.vertical, 2026 - row.year) * Number(row.newPrice);
      // km factor 0.85–1.08, owners 0.9–1, noise 0.88–1.12, rounding to ₹5,000.
      expect(row.price).toBeGreaterThanOrEqual(curve * 0.85 * 0.9 * 0.88 - 2500);
      expect(row.price).toBeLessThanOrEqual(Math.max(curve * 1.08 * 1.12 + 2500, 25_000));
      expect(row.year).toBeLessThanOrEqual(2026);
    }
    expect(Object.keys(DEPRECIATION_CURVES)).toEqual([...VEHICLE_VERTICALS]);
  });

  it('is the same on every start', async () => {
    const again = await openTestDatabase(kind === 'postgres' ? 'pglite' : kind);
    try {
      await seedUsedAds(again.db, TODAY);
      expect(await fingerprint(again)).toEqual(await fingerprint(database));
    } finally {
      await again.close();
    }
  });
});
