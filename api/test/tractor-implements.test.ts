import { farmImplementSchema, implementListSchema } from '@cvb/contracts';
import { testDatabases, useTestApi } from './databases';

jest.setTimeout(120_000);

describe.each(testDatabases)('farm implements on %s', (kind) => {
  const api = useTestApi(kind);
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  it('lists 40+ implements with counts per type, newest first by popularity', async () => {
    const response = await get('/api/tractors/implements');
    expect(response.statusCode).toBe(200);
    const list = implementListSchema.parse(response.json());
    expect(list.total).toBeGreaterThanOrEqual(40);
    expect(list.items).toHaveLength(list.pageSize);
    expect(list.typeCounts.reduce((sum, type) => sum + type.count, 0)).toBe(list.total);
    expect(list.typeCounts.find((type) => type.key === 'rotavator')?.count).toBeGreaterThanOrEqual(5);
  });

  it('finds what a 45 HP tractor can pull, by type, in Hindi', async () => {
    const list = implementListSchema.parse(
      (await get('/api/tractors/implements?type=rotavator&hp=45&locale=hi')).json(),
    );
    expect(list.total).toBeGreaterThan(0);
    for (const item of list.items) {
      expect(item.type).toBe('rotavator');
      expect(item.hpMin).toBeLessThanOrEqual(45);
      expect(item.description).toContain('एचपी का ट्रैक्टर चाहिए');
    }
    const counts = Object.fromEntries(list.typeCounts.map((type) => [type.key, type.count]));
    expect(counts['cultivator']).toBeGreaterThan(0);
  });

  it('pages through the list, and counts brands for the chosen type and HP', async () => {
    const first = implementListSchema.parse((await get('/api/tractors/implements')).json());
    const second = implementListSchema.parse((await get('/api/tractors/implements?page=2')).json());
    expect(second.page).toBe(2);
    expect(second.items.length).toBeGreaterThan(0);
    const firstSlugs = new Set(first.items.map((item) => item.slug));
    expect(second.items.some((item) => firstSlugs.has(item.slug))).toBe(false);
    const beyond = implementListSchema.parse((await get('/api/tractors/implements?page=99')).json());
    expect(beyond).toMatchObject({ items: [], total: first.total });

    const reapers = implementListSchema.parse(
      (await get('/api/tractors/implements?type=reaper&hp=50')).json(),
    );
    expect(reapers.items.map((item) => item.brandName).sort()).toEqual(['Dasmesh', 'Landforce']);
    expect(reapers.brandCounts).toEqual([
      { key: 'Dasmesh', count: 1 },
      { key: 'Landforce', count: 1 },
    ]);
    const landforce = implementListSchema.parse(
      (await get('/api/tractors/implements?brand=landforce')).json(),
    );
    expect(landforce.total).toBeGreaterThanOrEqual(5);
    expect(new Set(landforce.items.map((item) => item.brandName))).toEqual(new Set(['Landforce']));
    expect(landforce.typeCounts.find((type) => type.key === 'potato-digger')?.count).toBe(1);
  });

  it('lets a tractor a little above an implement’s range pull it, not one below', async () => {
    const happySeeder = (hp: number) =>
      get(`/api/tractors/implements?type=seed-drill&hp=${hp}`).then((response) =>
        implementListSchema.parse(response.json()).items.some((item) => item.slug === 'dasmesh-happy-seeder'),
      );
    expect(await happySeeder(49)).toBe(false);
    expect(await happySeeder(50)).toBe(true);
    expect(await happySeeder(70)).toBe(true);
    expect(await happySeeder(71)).toBe(false);
  });

  it('answers one implement, 404 for none and 400 for bad filters', async () => {
    const one = farmImplementSchema.parse(
      (await get('/api/tractors/implements/dasmesh-happy-seeder')).json(),
    );
    expect(one).toMatchObject({ brandName: 'Dasmesh', type: 'seed-drill', hpMin: 50 });
    expect((await get('/api/tractors/implements/no-such-implement')).statusCode).toBe(404);
    const badType = await get('/api/tractors/implements?type=combine');
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({
      message: expect.stringContaining('type must be one of rotavator'),
    });
    const badHp = await get('/api/tractors/implements?hp=5');
    expect(badHp.statusCode).toBe(400);
    expect(badHp.json()).toMatchObject({ message: expect.stringContaining('hp must be 10 or more') });
  });
});
