import {
  ALL_VERTICAL_DEFINITIONS,
  INFRA_DEFINITION,
  TRACTOR_DEFINITION,
  compareResponseSchema,
  dealerListSchema,
  emiOf,
  emiResponseSchema,
  filterPageResponseSchema,
  headerSearchResponseSchema,
  inBand,
  modelDetailSchema,
  modelSummarySchema,
  variantDetailSchema,
  variantSummarySchema,
  vehicleBrandSchema,
  videoListSchema,
  type Band,
  type VehicleVertical,
} from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { brands, vehicleModels } from '../src/db/schema';
import { testDatabases, useTestApi } from './databases';
import { tractorDrivesOf } from './tractor-drives';

jest.setTimeout(180_000);

const bandOf = (bands: readonly Band[], key: string): Band => {
  const band = bands.find((candidate) => candidate.key === key);
  if (!band) throw new Error(`no band ${key}`);
  return band;
};
const dimensionBands = (definition: typeof TRACTOR_DEFINITION, key: string): readonly Band[] => {
  const dimension = definition.filters.find((candidate) => candidate.key === key);
  if (dimension?.kind !== 'band') throw new Error(`${key} is not a band dimension`);
  return dimension.bands;
};

describe.each(testDatabases)('tractors and construction equipment through the API on %s', (kind) => {
  const api = useTestApi(kind);
  const db = () => api.database.db;

  const get = async (url: string): Promise<unknown> => {
    const response = await api.app.inject({ method: 'GET', url: `/api/${url}` });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  const filterPage = async (url: string) => filterPageResponseSchema.parse(await get(url));
  /** The seeded models of a vertical a search page lists (neither discontinued nor expired). */
  const listedModels = async (vertical: VehicleVertical) =>
    (
      await db()
        .select({ model: vehicleModels, brandSlug: brands.slug })
        .from(vehicleModels)
        .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
        .where(eq(vehicleModels.vertical, vertical))
    )
      .filter(({ model }) => model.status !== 'discontinued' && model.status !== 'expired')
      .map(({ model, brandSlug }) => ({ ...model, brandSlug }));
  const slugSet = (items: readonly { brandSlug: string; slug: string }[]) =>
    new Set(items.map((item) => `${item.brandSlug}/${item.slug}`));

  it('finds the seeded 41–50 HP 4WD tractors, with drive and HP facets counted from the rows', async () => {
    const tractors = await listedModels('tractor');
    const hpBands = dimensionBands(TRACTOR_DEFINITION, 'hp');
    const inHp = (model: (typeof tractors)[number], key: string) =>
      model.powerHp !== null && inBand(bandOf(hpBands, key), model.powerHp);
    /** A model is sold in the drives of its variants (a 2WD tractor may have a 4WD variant). */
    const sells = await tractorDrivesOf(db());
    const expected = tractors.filter((model) => inHp(model, '41-50-hp') && sells(model, '4wd'));
    expect(expected.length).toBeGreaterThanOrEqual(5);

    const page = await filterPage('tractors/filter-page?hp=41-50-hp&drives=4wd&pageSize=100');
    expect(page.total).toBe(expected.length);
    expect(slugSet(page.items)).toEqual(slugSet(expected));
    expect(page.facets.dimensions['drives']).toEqual([
      { key: '2wd', count: tractors.filter((m) => inHp(m, '41-50-hp') && sells(m, '2wd')).length },
      { key: '4wd', count: expected.length },
    ]);
    expect(page.facets.dimensions['hp']).toEqual(
      hpBands.map(({ key }) => ({
        key,
        count: tractors.filter((m) => inHp(m, key) && sells(m, '4wd')).length,
      })),
    );
  });

  it('finds the seeded backhoe loaders of 5–10 t operating weight, with weight facets from the rows', async () => {
    const machines = await listedModels('infra');
    const weightBands = dimensionBands(INFRA_DEFINITION, 'operatingWeight');
    const weightIn = (model: (typeof machines)[number], key: string) => {
      const weight = model.extraSpecs['operatingWeightKg'];
      return typeof weight === 'number' && inBand(bandOf(weightBands, key), weight);
    };
    const backhoes = machines.filter((model) => model.bodyType === 'backhoe-loader');
    const expected = backhoes.filter((model) => weightIn(model, '5-10-t'));
    expect(expected.length).toBeGreaterThanOrEqual(5);

    const page = await filterPage(
      'infra/filter-page?bodyTypes=backhoe-loader&operatingWeight=5-10-t&pageSize=100',
    );
    expect(slugSet(page.items)).toEqual(slugSet(expected));
    expect(page.facets.dimensions['operatingWeight']).toEqual(
      weightBands.map(({ key }) => ({ key, count: backhoes.filter((m) => weightIn(m, key)).length })),
    );
    const types = Object.fromEntries(
      (page.facets.dimensions['bodyTypes'] ?? []).map((facet) => [facet.key, facet.count]),
    );
    expect(types['excavator']).toBe(
      machines.filter((m) => m.bodyType === 'excavator' && weightIn(m, '5-10-t')).length,
    );
  });

  it('finds the seeded buses of 26–40 seats', async () => {
    const buses = await listedModels('bus');
    const expected = buses.filter((model) => model.seats !== null && model.seats >= 26 && model.seats <= 40);
    expect(expected.length).toBeGreaterThanOrEqual(5);
    const page = await filterPage('buses/filter-page?seats=26-40&pageSize=100');
    expect(slugSet(page.items)).toEqual(slugSet(expected));
  });

  it.each(ALL_VERTICAL_DEFINITIONS.map((definition) => [definition.api.prefix, definition] as const))(
    'counts each %s facet as many models as choosing it lists',
    async (prefix, definition) => {
      const all = await filterPage(`${prefix}/filter-page?pageSize=1`);
      for (const brand of all.facets.brands.slice(0, 5)) {
        const chosen = await filterPage(`${prefix}/filter-page?pageSize=1&brandSlugs=${brand.slug}`);
        expect([brand.slug, chosen.total]).toEqual([brand.slug, brand.count]);
      }
      for (const dimension of definition.filters) {
        if (dimension.source === 'brand') continue;
        const facets = all.facets.dimensions[dimension.key];
        if (!facets) throw new Error(`no facets for ${dimension.key}`);
        for (const facet of facets) {
          const url = `${prefix}/filter-page?pageSize=1&${dimension.key}=${encodeURIComponent(facet.key)}`;
          expect([url, (await filterPage(url)).total]).toEqual([url, facet.count]);
        }
      }
    },
  );

  it('lists each of the tractor and infra definitions’ list pages', async () => {
    for (const definition of [TRACTOR_DEFINITION, INFRA_DEFINITION]) {
      for (const listPage of definition.listPages) {
        const page = await filterPage(
          `${definition.api.prefix}/filter-page?pageType=${listPage.apiPageType}&pageSize=100`,
        );
        if (listPage.kind === 'type') {
          expect([listPage.slug, page.total > 0]).toEqual([listPage.slug, true]);
          for (const item of page.items) expect(item.bodyType).toBe(listPage.key);
        }
      }
    }
    const mini = await filterPage('tractors/filter-page?pageType=mini-tractors&pageSize=100');
    expect(mini.items.every((item) => item.bodyType === 'mini')).toBe(true);
  });

  it('answers the brand lists, model, variant and on-road calls for a tractor', async () => {
    const tractorBrands = z.array(vehicleBrandSchema).parse(await get('tractor-brands'));
    expect(tractorBrands.find((brand) => brand.slug === 'mahindra')?.modelCount).toBeGreaterThan(5);
    const machineBrands = z.array(vehicleBrandSchema).parse(await get('infra-brands'));
    expect(machineBrands.map((brand) => brand.slug)).toEqual(expect.arrayContaining(['jcb']));

    const detail = modelDetailSchema.parse(
      await get('tractors/model-detail?brandSlug=mahindra&modelSlug=575-di&city=new-delhi'),
    );
    expect(detail.model.extraSpecs).toMatchObject({ drive: '2wd', ptoHp: expect.any(Number) });
    expect(detail.model.specs.extraSpecs).toMatchObject({ liftKg: expect.any(Number) });
    // A farm tractor is registered as an agricultural vehicle: far less road tax than a goods truck.
    const truck = modelDetailSchema.parse(
      await get('trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-gold&city=new-delhi'),
    );
    expect(detail.city.rtoPercent).toBeLessThan(truck.city.rtoPercent / 2);
    const onRoad = detail.onRoad;
    if (!onRoad) throw new Error('no on-road price for the 575 DI');
    expect(onRoad.rto).toBe(Math.round((onRoad.exShowroom * detail.city.rtoPercent) / 100));

    const [variant] = detail.variants;
    if (!variant) throw new Error('575 DI has no variants');
    const variantPage = variantDetailSchema.parse(
      await get(`tractors/variant-detail?brandSlug=mahindra&modelSlug=575-di&variantSlug=${variant.slug}`),
    );
    expect(variantPage.model.extraSpecs['drive']).toBe('2wd');
    expect(variantPage.variant.specs.extraSpecs['ptoHp']).toEqual(expect.any(Number));
  });

  it.each([
    ['tractors/compare-tractors', 'tractors', 'mahindra', '575-di', 'Swaraj 744 FE'],
    ['infra/compare-infra', 'infra', 'jcb', '3dx', 'JCB 3DX Super'],
  ])('%s names every extra spec that differs', async (call, prefix, brandSlug, modelSlug, otherName) => {
    const [other] = await db()
      .select({ slug: vehicleModels.slug, brandSlug: brands.slug })
      .from(vehicleModels)
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .where(eq(vehicleModels.name, otherName));
    if (!other) throw new Error(`no ${otherName}`);
    const variantOf = async (brand: string, model: string) => {
      const detail = modelDetailSchema.parse(
        await get(`${prefix}/model-detail?brandSlug=${brand}&modelSlug=${model}`),
      );
      const [first] = detail.variants;
      if (!first) throw new Error(`${brand}/${model} has no variants`);
      return first;
    };
    const a = await variantOf(brandSlug, modelSlug);
    const b = await variantOf(other.brandSlug, other.slug);
    const comparison = compareResponseSchema.parse(await get(`${call}?variantSlugs=${a.slug},${b.slug}`));
    const extraKeys = new Set([...Object.keys(a.specs.extraSpecs), ...Object.keys(b.specs.extraSpecs)]);
    const differing = [...extraKeys].filter((key) => a.specs.extraSpecs[key] !== b.specs.extraSpecs[key]);
    expect(differing.length).toBeGreaterThan(0);
    expect(comparison.differingSpecs).toEqual(expect.arrayContaining(differing));
    const same = [...extraKeys].filter((key) => !differing.includes(key));
    for (const key of same) expect(comparison.differingSpecs).not.toContain(key);
  });

  it('answers the content lists with extra specs', async () => {
    const tractors = z.array(modelSummarySchema).parse(await get('tractor-models?_limit=5'));
    expect(tractors).toHaveLength(5);
    for (const tractor of tractors) expect(tractor.extraSpecs['drive']).toMatch(/^[24]wd$/);
    const { count } = z.object({ count: z.number() }).parse(await get('tractor-models/count'));
    expect(count).toBe(
      (await db().select().from(vehicleModels).where(eq(vehicleModels.vertical, 'tractor'))).length,
    );
    const backhoes = z
      .array(modelSummarySchema)
      .parse(await get('infra-models?bodyType=backhoe-loader&_limit=-1'));
    expect(backhoes.length).toBeGreaterThan(5);
    for (const machine of backhoes) {
      expect(machine.bodyType).toBe('backhoe-loader');
      expect(machine.extraSpecs['operatingWeightKg']).toEqual(expect.any(Number));
    }
    const variants = z.array(variantSummarySchema).parse(await get('tractor-variants?modelSlug=575-di'));
    expect(variants.length).toBeGreaterThan(1);
    for (const variant of variants) expect(variant.specs.extraSpecs['ptoHp']).toEqual(expect.any(Number));
  });

  it.each([
    ['tractors', 'mahindra'],
    ['infra', 'jcb'],
  ])('answers %s dealers and videos', async (prefix, brandSlug) => {
    const dealers = dealerListSchema.parse(await get(`${prefix}/dealers?brandSlug=${brandSlug}`));
    const [first] = dealers.items;
    if (!first) throw new Error(`no ${brandSlug} dealers`);
    const inCity = dealerListSchema.parse(
      await get(`${prefix}/dealers?brandSlug=${brandSlug}&citySlug=${first.citySlug}`),
    );
    expect(inCity.total).toBeGreaterThan(0);
    expect(inCity.items.every((dealer) => dealer.citySlug === first.citySlug)).toBe(true);

    const videos = videoListSchema.parse(await get(`${prefix}/videos?_limit=20`));
    expect(videos.total).toBeGreaterThan(0);
    const brandVideos = videoListSchema.parse(await get(`${prefix}/brand-videos?brandSlug=${brandSlug}`));
    expect(brandVideos.items.length).toBeGreaterThan(0);
    expect(brandVideos.items.every((video) => video.brandSlug === brandSlug)).toBe(true);
    const modelSlug = brandVideos.items.find((video) => video.modelSlug !== null)?.modelSlug;
    if (!modelSlug) throw new Error(`no ${brandSlug} model video`);
    const modelVideos = videoListSchema.parse(
      await get(`${prefix}/model-videos?brandSlug=${brandSlug}&modelSlug=${modelSlug}`),
    );
    expect(modelVideos.items.every((video) => video.modelSlug === modelSlug)).toBe(true);
  });

  it('prices a tractor loan with the farm-loan defaults and a machine loan with the site’s', async () => {
    const tractor = emiResponseSchema.parse(
      await get('tractors/emi-calculator?brandSlug=mahindra&modelSlug=575-di'),
    );
    const { annualRatePercent, months, downPaymentPercent } = TRACTOR_DEFINITION.loan;
    expect(tractor.defaults).toMatchObject({
      interestRate: annualRatePercent,
      tenureMonths: months,
      downPaymentPercent,
    });
    const price = tractor.price ?? 0;
    const down = Math.round((price * downPaymentPercent) / 100);
    expect(tractor.result?.emi).toBe(Math.round(emiOf(price - down, annualRatePercent, months)));
    const machine = emiResponseSchema.parse(await get('infra/emi-calculator?brandSlug=jcb&modelSlug=3dx'));
    expect(machine.defaults).toMatchObject({ interestRate: 12.57, tenureMonths: 84, downPaymentPercent: 15 });
  });

  it('finds tractors, machines and their pages from the header search', async () => {
    const search = async (query: string) =>
      headerSearchResponseSchema
        .parse(await get(`general/search?searchQuery=${encodeURIComponent(query)}&city=new-delhi`))
        .data.searchResult.map((item) => item.link);
    expect((await search('mahindra 575 di'))[0]).toBe('/tractors/mahindra/575-di');
    expect((await search('jcb 3dx'))[0]).toBe('/infra/jcb/3dx');
    expect(await search('tractor emi calculator')).toContain('/tractors/emi-calculator');
    expect(await search('tractor dealers')).toContain('/tractors/tractor-dealers');
    expect(await search('compare construction equipment')).toContain('/infra/compare');
  });
});
