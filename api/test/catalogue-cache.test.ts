import { filterPageResponseSchema, modelDetailSchema } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { invalidateCatalogue, readThrough } from '../src/catalogue/engine/catalogue-cache';
import { openDatabase, type Database, type DatabaseKind } from '../src/db/database';
import { cities, vehicleModels } from '../src/db/schema';
import { seedIfEmpty } from '../src/seed';
import { resetPostgres, testDatabases, useTestApi } from './databases';

describe.each(testDatabases)('catalogue snapshot cache on %s', (kind) => {
  const api = useTestApi(kind);

  const get = (url: string) => api.app.inject({ method: 'GET', url });
  const firstPopular = async () =>
    filterPageResponseSchema.parse((await get('/api/trucks/filter-page?pageType=popular')).json()).items[0];
  const detail = async (brandSlug: string, modelSlug: string) =>
    modelDetailSchema.parse(
      (await get(`/api/trucks/model-detail?brandSlug=${brandSlug}&modelSlug=${modelSlug}`)).json(),
    );

  it('keeps serving the loaded catalogue until invalidateCatalogue, then shows the written rows', async () => {
    const model = await firstPopular();
    const { db } = api.database;
    await db.update(vehicleModels).set({ name: 'Renamed By Admin' }).where(eq(vehicleModels.id, model.id));

    expect((await detail(model.brandSlug, model.slug)).model.name).toBe(model.name);

    invalidateCatalogue(db);
    expect((await detail(model.brandSlug, model.slug)).model.name).toBe('Renamed By Admin');
    expect((await firstPopular()).name).toBe('Renamed By Admin');

    await db.update(vehicleModels).set({ name: model.name }).where(eq(vehicleModels.id, model.id));
    invalidateCatalogue(db);
    expect((await firstPopular()).name).toBe(model.name);
  });

  it('reloads the cities and their price rules after invalidateCatalogue', async () => {
    const { db } = api.database;
    const before = (await get('/api/general/cities')).json();
    await db.update(cities).set({ name: 'Dilli' }).where(eq(cities.slug, 'new-delhi'));
    invalidateCatalogue(db);
    const after = (await get('/api/general/cities')).json();
    expect(after.data.cities[0]).toEqual({ slug: 'new-delhi', name: 'Dilli', state: 'Delhi' });
    await db.update(cities).set({ name: 'New Delhi' }).where(eq(cities.slug, 'new-delhi'));
    invalidateCatalogue(db);
    expect((await get('/api/general/cities')).json()).toEqual(before);
  });
});

/** Opened (migrated, never seeded), so the seed can run after the app has read the (empty) catalogue. */
async function openEmptyDatabase(kind: DatabaseKind): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (kind === 'pglite' || !url) return openDatabase({ dataDir: 'memory://' });
  await resetPostgres(url);
  return openDatabase({ databaseUrl: url });
}

describe.each(testDatabases)('seeding invalidates the catalogue cache on %s', (kind) => {
  it('lists the seeded trucks when the seed runs after the empty catalogue was read', async () => {
    const database = await openEmptyDatabase(kind);
    const app = await buildApp({ database });
    try {
      const empty = await app.inject({ method: 'GET', url: '/api/trucks/filter-page' });
      expect(empty.json().total).toBe(0);
      expect(await seedIfEmpty(database.db)).toBe(true);
      const seeded = await app.inject({ method: 'GET', url: '/api/trucks/filter-page' });
      expect(seeded.json().total).toBeGreaterThanOrEqual(90);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('readThrough', () => {
  const db = {} as Database['db'];

  it('shares one load between concurrent callers and keeps it until invalidated', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([readThrough(db, 'n', load), readThrough(db, 'n', load)]);
    expect([a, b, await readThrough(db, 'n', load)]).toEqual([1, 1, 1]);
    invalidateCatalogue(db);
    expect(await readThrough(db, 'n', load)).toBe(2);
  });

  it('forgets a failed load so the next call tries again', async () => {
    await expect(readThrough(db, 'flaky', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await readThrough(db, 'flaky', async () => 'loaded')).toBe('loaded');
  });
});
