import { count, eq } from 'drizzle-orm';
import {
  INFRA_BODY_TYPES,
  filterPageResponseSchema,
  modelDetailSchema,
  compareResponseSchema,
} from '@cvb/contracts';
import { dealers, vehicleModels, vehicleVariants, videos } from '../src/db/schema';
import { testDatabases, useTestApi } from './databases';
import { tractorDrivesOf } from './tractor-drives';

jest.setTimeout(120_000);

const OTHER_LOCALES = ['hi', 'mr', 'pa', 'ta', 'te'] as const;
/** The spec an equipment type is bought by. */
const CAPACITY_OF: Record<string, string | null> = {
  'backhoe-loader': 'bucketCapacityM3',
  excavator: 'bucketCapacityM3',
  'wheel-loader': 'bucketCapacityM3',
  'skid-steer-loader': 'bucketCapacityM3',
  'pick-and-carry-crane': 'liftCapacityKg',
  'crawler-crane': 'liftCapacityKg',
  forklift: 'liftCapacityKg',
  'transit-mixer': 'drumCapacityM3',
  'concrete-pump': 'outputM3h',
  compactor: null,
  'motor-grader': null,
};

describe.each(testDatabases)('tractors and construction equipment on %s', (kind) => {
  const api = useTestApi(kind);
  const db = () => api.database.db;
  const get = async (url: string) => {
    const response = await api.app.inject({ method: 'GET', url });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as unknown;
  };
  const modelsOf = (vertical: 'tractor' | 'infra') =>
    db().select().from(vehicleModels).where(eq(vehicleModels.vertical, vertical));

  it('seeds 120+ tractors with 200+ variants and 80+ machines, each with its own specs and six languages', async () => {
    const tractors = await modelsOf('tractor');
    const machines = await modelsOf('infra');
    expect(tractors.length).toBeGreaterThanOrEqual(120);
    expect(machines.length).toBeGreaterThanOrEqual(80);
    const [{ value: tractorVariants }] = await db()
      .select({ value: count() })
      .from(vehicleVariants)
      .where(eq(vehicleVariants.vertical, 'tractor'));
    expect(tractorVariants).toBeGreaterThanOrEqual(200);
    for (const tractor of tractors) {
      expect(['2wd', '4wd']).toContain(tractor.extraSpecs['drive']);
      expect(tractor.extraSpecs['ptoHp']).toEqual(expect.any(Number));
      expect(tractor.extraSpecs['liftKg']).toEqual(expect.any(Number));
      expect(['utility', 'mini', 'orchard', 'heavy-duty']).toContain(tractor.bodyType);
    }
    expect(new Set(machines.map((machine) => machine.bodyType))).toEqual(new Set(INFRA_BODY_TYPES));
    for (const machine of machines) {
      expect(machine.extraSpecs['operatingWeightKg']).toEqual(expect.any(Number));
      const capacity = CAPACITY_OF[machine.bodyType];
      if (capacity) expect(machine.extraSpecs[capacity]).toEqual(expect.any(Number));
      if (machine.bodyType === 'excavator' || machine.bodyType === 'backhoe-loader')
        expect(machine.extraSpecs['maxDigDepthMm']).toEqual(expect.any(Number));
    }
    for (const model of [...tractors, ...machines]) {
      for (const locale of OTHER_LOCALES) {
        expect(model.localized[locale]?.description).toEqual(expect.any(String));
        expect(model.localized[locale]?.description).not.toBe(model.description);
      }
    }
    const [{ value: tractorDealers }] = await db()
      .select({ value: count() })
      .from(dealers)
      .where(eq(dealers.vertical, 'tractor'));
    expect(tractorDealers).toBeGreaterThan(60);
  });

  it('stores each tractor’s own brochure specs, not one engine class for all', async () => {
    const tractors = await modelsOf('tractor');
    const named = (name: string) => {
      const found = tractors.find((tractor) => tractor.name === name);
      if (!found) throw new Error(`no ${name}`);
      return found;
    };
    expect(named('Mahindra 575 DI')).toMatchObject({
      powerHp: 45,
      engineCc: 2730,
      extraSpecs: { cylinders: 4, ptoHp: 39.8, liftKg: 1500, gearbox: '8 F + 2 R', drive: '2wd' },
    });
    expect(named('Swaraj 744 FE')).toMatchObject({
      engineCc: 3136,
      extraSpecs: { cylinders: 3, liftKg: 1700 },
    });
    expect(named('Kubota MU4501')).toMatchObject({ extraSpecs: { cylinders: 4, gearbox: '8 F + 4 R' } });
    expect(named('Sonalika Tiger Electric')).toMatchObject({
      engineCc: null,
      fuelTankL: null,
      batteryKwh: 25.5,
    });
    expect(named('Sonalika Tiger Electric').extraSpecs['cylinders']).toBeUndefined();
    for (const tractor of tractors) {
      const { ptoHp, forwardGears, gearbox } = tractor.extraSpecs;
      expect(ptoHp).toBeLessThan(tractor.powerHp ?? 0);
      expect(String(gearbox)).toMatch(new RegExp(`^${forwardGears} F \\+ \\d+ R$`));
    }
    expect(new Set(tractors.map((tractor) => tractor.engineCc)).size).toBeGreaterThan(40);
  });

  it('offers a 4WD variant only where the 4WD is not a model of its own', async () => {
    const rows = await db()
      .select({ model: vehicleModels.name, variant: vehicleVariants.name })
      .from(vehicleVariants)
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVariants.modelId))
      .where(eq(vehicleModels.vertical, 'tractor'))
      // In the seed's order: without ORDER BY rows come as stored, and a later update of a variant moves it.
      .orderBy(vehicleVariants.id);
    const variantsOf = (model: string) => rows.filter((row) => row.model === model).map((row) => row.variant);
    expect(variantsOf('Mahindra 575 DI')).toEqual(['2WD', '4WD', '2WD ROPS Canopy']);
    expect(variantsOf('Swaraj 744 FE')).toEqual(['2WD', '2WD ROPS Canopy']);
    expect(variantsOf('Swaraj 744 FE 4WD')).toEqual(['4WD', '4WD ROPS Canopy']);
    for (const row of rows.filter(({ model }) => model.includes('4WD')))
      expect(row.variant.startsWith('2WD')).toBe(false);
  });

  it('has a video for every tractor and machine, tested in the field or on site rather than for mileage', async () => {
    for (const [vertical, test] of [
      ['tractor', 'Field Test'],
      ['infra', 'Site Test'],
    ] as const) {
      const titles = (
        await db().select({ title: videos.title }).from(videos).where(eq(videos.vertical, vertical))
      ).map(({ title }) => title);
      expect(titles.length).toBeGreaterThan((await modelsOf(vertical)).length);
      expect(titles.some((title) => title.endsWith(test))).toBe(true);
      expect(titles.filter((title) => title.includes('Mileage'))).toEqual([]);
    }
  });

  it('filters tractors by 41–50 HP and 4WD, with facet counts that add up', async () => {
    const page = filterPageResponseSchema.parse(
      await get('/api/tractors/filter-page?hp=41-50-hp&drives=4wd&pageSize=100'),
    );
    expect(page.total).toBeGreaterThanOrEqual(8);
    const sells = await tractorDrivesOf(db());
    for (const model of page.items) {
      expect(model.powerHp).toBeGreaterThanOrEqual(41);
      expect(model.powerHp).toBeLessThanOrEqual(50);
      // A 4WD tractor, or a 2WD one its maker also sells as 4WD.
      expect(sells(model, '4wd')).toBe(true);
    }
    expect(page.facets.dimensions['drives']?.find((facet) => facet.key === '4wd')?.count).toBe(page.total);
    const everyHp = page.facets.dimensions['hp']?.reduce((sum, facet) => sum + facet.count, 0);
    const all4wd = filterPageResponseSchema.parse(await get('/api/tractors/filter-page?drives=4wd'));
    expect(everyHp).toBe(all4wd.total);
  });

  it('lists backhoe loaders with their bucket and dig depth, and compares two of them', async () => {
    const page = filterPageResponseSchema.parse(
      await get('/api/infra/filter-page?bodyTypes=backhoe-loader&pageSize=50'),
    );
    expect(page.total).toBeGreaterThanOrEqual(6);
    const [first, second] = page.items;
    if (!first || !second) throw new Error('fewer than two backhoe loaders');
    const detail = modelDetailSchema.parse(
      await get(`/api/infra/model-detail?brandSlug=${first.brandSlug}&modelSlug=${first.slug}`),
    );
    expect(detail.model.specs.extraSpecs['bucketCapacityM3']).toEqual(expect.any(Number));
    const variants = [detail.variants[0]?.slug];
    const other = modelDetailSchema.parse(
      await get(`/api/infra/model-detail?brandSlug=${second.brandSlug}&modelSlug=${second.slug}`),
    );
    variants.push(other.variants[0]?.slug);
    const comparison = compareResponseSchema.parse(
      await get(`/api/infra/compare-infra?variantSlugs=${variants.join(',')}`),
    );
    expect(comparison.variants).toHaveLength(2);
    expect(comparison.differingSpecs).toContain('operatingWeightKg');
  });

  it('answers 400 for a band a dimension does not have, and for a truck filter on tractors', async () => {
    const badBand = await api.app.inject({ method: 'GET', url: '/api/tractors/filter-page?hp=41-55-hp' });
    expect(badBand.statusCode).toBe(400);
    expect(badBand.json()).toMatchObject({
      message: expect.stringContaining('hp: unknown value "41-55-hp"'),
    });
    const truckFilter = await api.app.inject({
      method: 'GET',
      url: '/api/tractors/filter-page?gvw=3.5-7.5-t',
    });
    expect(truckFilter.statusCode).toBe(400);
    expect(truckFilter.json()).toMatchObject({ message: 'gvw: not a filter of tractors' });
  });
});
