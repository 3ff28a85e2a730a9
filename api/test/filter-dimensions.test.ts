import { filterPageResponseSchema, type FilterPageResponse, type VehicleVertical } from '@cvb/contracts';
import { invalidateCatalogue } from '../src/catalogue/engine/catalogue-cache';
import type { Db } from '../src/db/database';
import { brands, vehicleModels } from '../src/db/schema';
import { testDatabases, useTestApi } from './databases';

jest.setTimeout(120_000);

/** A brand of our own in each vertical, so its models can be counted exactly beside the seed's. */
const PROBE = 'dimension-probe';

type ProbeModel = Partial<typeof vehicleModels.$inferInsert> & { slug: string; bodyType: string };

async function insertProbeModels(db: Db, vertical: VehicleVertical, models: readonly ProbeModel[]) {
  const [brand] = await db
    .insert(brands)
    .values({ vertical, slug: PROBE, name: 'Dimension Probe' })
    .returning({ id: brands.id });
  if (!brand) throw new Error('no probe brand');
  await db.insert(vehicleModels).values(
    models.map((model) => ({
      fuelType: 'diesel',
      minPrice: 800_000,
      maxPrice: 900_000,
      ...model,
      brandId: brand.id,
      vertical,
      name: `Probe ${model.slug}`,
    })),
  );
}

const tractor = (
  slug: string,
  powerHp: number,
  extraSpecs: Record<string, number | string>,
  more: Partial<ProbeModel> = {},
): ProbeModel => ({ slug, bodyType: 'utility', powerHp, extraSpecs, ...more });

const machine = (
  slug: string,
  bodyType: string,
  powerHp: number,
  extraSpecs: Record<string, number>,
): ProbeModel => ({ slug, bodyType, powerHp, extraSpecs, minPrice: 3_000_000, maxPrice: 3_200_000 });

/** A facet's counts as `key → count`. */
const countsOf = (page: FilterPageResponse, dimension: string) =>
  Object.fromEntries((page.facets.dimensions[dimension] ?? []).map(({ key, count }) => [key, count]));

describe.each(testDatabases)('filter dimensions read from the definitions on %s', (kind) => {
  const api = useTestApi(kind);

  beforeAll(async () => {
    const { db } = api.database;
    await insertProbeModels(db, 'tractor', [
      tractor('t41', 41, { drive: '4wd', ptoHp: 35, liftKg: 1200, cylinders: 3, forwardGears: 8 }),
      tractor('t45', 45, { drive: '4wd', ptoHp: 39.8, liftKg: 1600, cylinders: 3, forwardGears: 12 }),
      // A text spec counts by its first number: 42 hp at the PTO.
      tractor('t50', 50, { drive: '4wd', ptoHp: '42 hp', liftKg: 1800, cylinders: 4, forwardGears: 12 }),
      tractor('t48-2wd', 48, { drive: '2wd', ptoHp: 40, liftKg: 1500, cylinders: 3, forwardGears: 8 }),
      tractor('t40', 40, { drive: '4wd', ptoHp: 34, liftKg: 1100, cylinders: 3, forwardGears: 8 }),
      tractor('t51', 51, { drive: '4wd', ptoHp: 44, liftKg: 2000, cylinders: 4, forwardGears: 12 }),
      tractor('t45-gone', 45, { drive: '4wd', cylinders: 3 }, { status: 'discontinued' }),
    ]);
    await insertProbeModels(db, 'infra', [
      machine('bhl-small', 'backhoe-loader', 49, { operatingWeightKg: 4_900, bucketCapacityM3: 0.3 }),
      machine('bhl-mid', 'backhoe-loader', 76, {
        operatingWeightKg: 7_500,
        bucketCapacityM3: 1,
        maxDigDepthMm: 4_500,
      }),
      machine('bhl-big', 'backhoe-loader', 92, {
        operatingWeightKg: 8_200,
        bucketCapacityM3: 1.1,
        maxDigDepthMm: 5_900,
      }),
      machine('exc-7', 'excavator', 60, { operatingWeightKg: 7_000, maxDigDepthMm: 4_100 }),
      machine('crane-14', 'pick-and-carry-crane', 76, { operatingWeightKg: 9_000, liftCapacityKg: 14_000 }),
    ]);
    await insertProbeModels(db, 'bus', [
      { slug: 'van-12', bodyType: 'van', seats: 12 },
      { slug: 'school-26', bodyType: 'school', seats: 26 },
      { slug: 'school-40', bodyType: 'school', seats: 40 },
      { slug: 'city-41', bodyType: 'city', seats: 41 },
      { slug: 'sleeper-no-seats', bodyType: 'sleeper', seats: null },
    ]);
    invalidateCatalogue(db);
  });

  const page = async (url: string) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/${url}` });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return filterPageResponseSchema.parse(response.json());
  };
  const slugsOf = (result: FilterPageResponse) => result.items.map((item) => item.slug).sort();
  const badRequest = async (url: string) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/${url}` });
    expect(response.statusCode).toBe(400);
    return (response.json() as { message: string }).message;
  };

  it('filters tractors by an HP band of the powerHp column and a drive from extraSpecs, with exact facets', async () => {
    const result = await page(`tractors/filter-page?brandSlugs=${PROBE}&hp=41-50-hp&drives=4wd`);
    expect(slugsOf(result)).toEqual(['t41', 't45', 't50']);
    expect(result.total).toBe(3);
    expect(result.items.find((item) => item.slug === 't45')?.extraSpecs).toMatchObject({ drive: '4wd' });
    // Each dimension is counted over the models matching every other filter.
    expect(countsOf(result, 'drives')).toEqual({ '2wd': 1, '4wd': 3 });
    expect(countsOf(result, 'hp')).toEqual({
      'under-20-hp': 0,
      '21-30-hp': 0,
      '31-40-hp': 1,
      '41-50-hp': 3,
      '51-60-hp': 1,
      'above-60-hp': 0,
    });
    expect(countsOf(result, 'ptoHp')).toEqual({
      'under-30-hp': 0,
      '30-40-hp': 2,
      '40-50-hp': 1,
      'above-50-hp': 0,
    });
    expect(countsOf(result, 'liftKg')).toMatchObject({ '1000-1500-kg': 1, '1500-2000-kg': 2 });
    expect(countsOf(result, 'cylinders')).toMatchObject({ '3': 2, '4': 1 });
    expect(countsOf(result, 'gears')).toMatchObject({ '8': 1, '12': 2 });
    expect(result.facets.brands.find((brand) => brand.slug === PROBE)?.count).toBe(3);
    expect(result.facets.dimensions).not.toHaveProperty('brandSlugs');
  });

  it('offers a range dimension’s values as the data has them, between its min and max', async () => {
    const result = await page(`tractors/filter-page?brandSlugs=${PROBE}`);
    const gears = (result.facets.dimensions['gears'] ?? []).map(({ key }) => Number(key));
    expect(gears).toEqual([...gears].sort((a, b) => a - b));
    expect(gears).toEqual(expect.arrayContaining([8, 12]));
    for (const value of gears) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(4);
      expect(value).toBeLessThanOrEqual(24);
    }
  });

  it('takes several values of a dimension as either, repeated or comma-joined', async () => {
    const joined = await page(`tractors/filter-page?brandSlugs=${PROBE}&hp=31-40-hp,51-60-hp`);
    expect(slugsOf(joined)).toEqual(['t40', 't51']);
    const repeated = await page(`tractors/filter-page?brandSlugs=${PROBE}&hp=31-40-hp&hp=51-60-hp`);
    expect(slugsOf(repeated)).toEqual(['t40', 't51']);
    expect(slugsOf(await page(`tractors/filter-page?brandSlugs=${PROBE}&cylinders=4`))).toEqual([
      't50',
      't51',
    ]);
    expect(slugsOf(await page(`tractors/filter-page?brandSlugs=${PROBE}&gears=12&cylinders=3`))).toEqual([
      't45',
    ]);
    expect(slugsOf(await page(`tractors/filter-page?brandSlugs=${PROBE}&ptoHp=40-50-hp`))).toEqual([
      't48-2wd',
      't50',
      't51',
    ]);
  });

  it('filters infra by equipment type and operating weight band, counting the other types and weights', async () => {
    const result = await page(
      `infra/filter-page?brandSlugs=${PROBE}&bodyTypes=backhoe-loader&operatingWeight=5-10-t`,
    );
    expect(slugsOf(result)).toEqual(['bhl-big', 'bhl-mid']);
    expect(countsOf(result, 'bodyTypes')).toMatchObject({
      'backhoe-loader': 2,
      excavator: 1,
      'pick-and-carry-crane': 1,
      forklift: 0,
    });
    expect(countsOf(result, 'operatingWeight')).toEqual({
      'under-5-t': 1,
      '5-10-t': 2,
      '10-20-t': 0,
      '20-30-t': 0,
      'above-30-t': 0,
    });
    expect(countsOf(result, 'bucket')).toMatchObject({ '0.5-1-m3': 0, '1-2-m3': 2 });
    expect(countsOf(result, 'digDepth')).toMatchObject({ '4-6-m': 2 });
    expect(countsOf(result, 'power')).toMatchObject({ '50-100-hp': 2 });
    expect(countsOf(result, 'liftCapacity')).toEqual({ 'under-5-t': 0, '5-15-t': 0, 'above-15-t': 0 });
    const cranes = await page(`infra/filter-page?brandSlugs=${PROBE}&liftCapacity=5-15-t`);
    expect(slugsOf(cranes)).toEqual(['crane-14']);
  });

  it('filters buses by a seats band of the seats column, leaving out a bus without a seat count', async () => {
    const result = await page(`buses/filter-page?brandSlugs=${PROBE}&seats=26-40`);
    expect(slugsOf(result)).toEqual(['school-26', 'school-40']);
    expect(countsOf(result, 'seats')).toEqual({
      'up-to-12': 1,
      '13-25': 0,
      '26-40': 2,
      '41-55': 1,
      '56-plus': 0,
    });
    expect(countsOf(result, 'bodyTypes')).toMatchObject({ school: 2, van: 0, city: 0, sleeper: 0 });
    const both = await page(`buses/filter-page?brandSlugs=${PROBE}&seats=26-40,41-55&bodyTypes=city`);
    expect(slugsOf(both)).toEqual(['city-41']);
  });

  it('answers 400 naming the parameter for a value its dimension lacks', async () => {
    expect(await badRequest('tractors/filter-page?drives=6wd')).toBe(
      'drives: unknown value "6wd"; expected one of 2wd, 4wd',
    );
    expect(await badRequest('tractors/filter-page?hp=41-50-hp,41-55-hp')).toMatch(
      /^hp: unknown value "41-55-hp"; expected one of under-20-hp, 21-30-hp/,
    );
    expect(await badRequest('tractors/filter-page?cylinders=9')).toBe(
      'cylinders: "9" is not a whole number from 1 to 6',
    );
    expect(await badRequest('tractors/filter-page?gears=eight')).toBe(
      'gears: "eight" is not a whole number from 4 to 24',
    );
    expect(await badRequest('infra/filter-page?operatingWeight=heavy')).toMatch(
      /^operatingWeight: unknown value "heavy"; expected one of under-5-t, 5-10-t/,
    );
    expect(await badRequest('buses/filter-page?seats=100')).toMatch(/^seats: unknown value "100"/);
    expect(await badRequest('tractors/filter-page?brandSlugs=Mahindra!')).toBe(
      'brandSlugs: "Mahindra!" is not a slug',
    );
  });

  it('answers 400 for another vertical’s filter and for an unknown page type', async () => {
    expect(await badRequest('tractors/filter-page?gvw=3.5-7.5-t')).toBe('gvw: not a filter of tractors');
    expect(await badRequest('trucks/filter-page?hp=41-50-hp')).toBe('hp: not a filter of trucks');
    expect(await badRequest('buses/filter-page?drives=4wd')).toBe('drives: not a filter of buses');
    expect(await badRequest('infra/filter-page?pageType=mini-tractors')).toBe(
      'pageType: unknown page type "mini-tractors"',
    );
  });

  it('documents each vertical’s own dimensions as filter-page parameters', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as {
      paths: Record<string, { get: { parameters: { name: string }[] } }>;
    };
    const parameters = (path: string) =>
      (document.paths[path]?.get.parameters ?? []).map((parameter) => parameter.name);
    expect(parameters('/api/tractors/filter-page')).toEqual(
      expect.arrayContaining(['brandSlugs', 'hp', 'drives', 'ptoHp', 'liftKg', 'cylinders', 'gears', 'page']),
    );
    expect(parameters('/api/tractors/filter-page')).not.toContain('gvw');
    expect(parameters('/api/infra/filter-page')).toEqual(
      expect.arrayContaining(['bodyTypes', 'operatingWeight', 'bucket', 'digDepth', 'liftCapacity']),
    );
    expect(parameters('/api/buses/filter-page')).toContain('seats');
  });
});
