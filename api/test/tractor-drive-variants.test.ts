import {
  compareResponseSchema,
  filterPageResponseSchema,
  variantDetailSchema,
  type FilterPageResponse,
} from '@cvb/contracts';
import { invalidateCatalogue } from '../src/catalogue/engine/catalogue-cache';
import { brands, vehicleModels, vehicleVariants } from '../src/db/schema';
import { testDatabases, useTestApi } from './databases';
import { twoWheelDriveSoldAs4wd } from './tractor-drives';

/** A facet's count of one drive. */
const driveCount = (page: FilterPageResponse, drive: string) =>
  page.facets.dimensions['drives']?.find((facet) => facet.key === drive)?.count;

jest.setTimeout(120_000);

describe.each(testDatabases)('a tractor’s 2WD and 4WD variants on %s', (kind) => {
  const api = useTestApi(kind);
  const db = () => api.database.db;
  const filterPage = async (query: string) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/tractors/filter-page?${query}` });
    if (response.statusCode !== 200)
      throw new Error(`${query} answered ${response.statusCode}: ${response.body}`);
    return filterPageResponseSchema.parse(response.json());
  };
  it('prices a 2WD tractor’s 4WD variant above it, with drive 4WD on the variant page and in a comparison', async () => {
    const { brandSlug, modelSlug, variantSlug } = await twoWheelDriveSoldAs4wd(db());
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/tractors/variant-detail?brandSlug=${brandSlug}&modelSlug=${modelSlug}&variantSlug=${variantSlug}`,
    });
    expect(response.statusCode).toBe(200);
    const page = variantDetailSchema.parse(response.json());
    expect(page.variant.specs.extraSpecs['drive']).toBe('4wd');
    const twoWheel = page.variants.find((variant) => variant.specs.extraSpecs['drive'] === '2wd');
    if (!twoWheel) throw new Error(`${modelSlug} has no 2WD variant`);
    expect(page.variant.price ?? 0).toBeGreaterThan(twoWheel.price ?? Infinity);
    const compared = await api.app.inject({
      method: 'GET',
      url: `/api/tractors/compare-tractors?variantSlugs=${twoWheel.slug},${variantSlug}`,
    });
    expect(compared.statusCode).toBe(200);
    expect(compareResponseSchema.parse(compared.json()).differingSpecs).toContain('drive');
  });

  it('lists a 2WD tractor also sold as 4WD under drives=4wd and under drives=2wd, each facet counting its page', async () => {
    const offered = await twoWheelDriveSoldAs4wd(db());
    const ofBrand = await filterPage(`brandSlugs=${offered.brandSlug}&drives=4wd&pageSize=100`);
    const found = ofBrand.items.find((item) => item.id === offered.id);
    expect(found?.slug).toBe(offered.modelSlug);
    expect(found?.extraSpecs['drive']).toBe('2wd');
    // Its card can say both drives: the model's own first.
    expect(found?.offeredSpecs).toEqual({ drive: ['2wd', '4wd'] });
    expect(driveCount(ofBrand, '4wd')).toBe(ofBrand.total);
    const twoWheel = await filterPage(`brandSlugs=${offered.brandSlug}&drives=2wd&pageSize=100`);
    expect(twoWheel.items.map((item) => item.id)).toContain(offered.id);
    expect(driveCount(twoWheel, '2wd')).toBe(twoWheel.total);
    // Over the whole catalogue too: each drive's facet is the total that choosing it shows.
    const all4wd = await filterPage('drives=4wd');
    const all2wd = await filterPage('drives=2wd');
    expect(driveCount(all4wd, '4wd')).toBe(all4wd.total);
    expect(driveCount(all2wd, '4wd')).toBe(all4wd.total);
    expect(driveCount(all4wd, '2wd')).toBe(all2wd.total);
  });

  it('counts a model by the drives its variants are sold in, not only its own', async () => {
    const [brand] = await db()
      .insert(brands)
      .values({ vertical: 'tractor', slug: 'drive-probe', name: 'Drive Probe' })
      .returning({ id: brands.id });
    if (!brand) throw new Error('no probe brand');
    const probe = (slug: string, drive: string) => ({
      vertical: 'tractor' as const,
      brandId: brand.id,
      slug,
      name: `Probe ${slug}`,
      bodyType: 'utility',
      fuelType: 'diesel',
      powerHp: 45,
      minPrice: 700_000,
      maxPrice: 900_000,
      extraSpecs: { drive },
    });
    const models = await db()
      .insert(vehicleModels)
      .values([probe('two-and-four', '2wd'), probe('two-only', '2wd'), probe('four-only', '4wd')])
      .returning({ id: vehicleModels.id, slug: vehicleModels.slug });
    const idOf = (slug: string) => models.find((model) => model.slug === slug)?.id ?? 0;
    const variant = (model: string, name: string, price: number, specs: Record<string, string>) => ({
      modelId: idOf(model),
      vertical: 'tractor' as const,
      slug: `${model}-${name.toLowerCase()}`,
      name,
      price,
      specs,
    });
    await db()
      .insert(vehicleVariants)
      .values([
        variant('two-and-four', '2WD', 700_000, {}),
        variant('two-and-four', '4WD', 840_000, { drive: '4wd' }),
        variant('two-only', '2WD', 700_000, {}),
      ]);
    invalidateCatalogue(db());
    const fourWheel = await filterPage('brandSlugs=drive-probe&drives=4wd');
    expect(fourWheel.items.map((item) => item.slug).sort()).toEqual(['four-only', 'two-and-four']);
    expect(fourWheel.total).toBe(2);
    expect(driveCount(fourWheel, '4wd')).toBe(2);
    expect(driveCount(fourWheel, '2wd')).toBe(2);
    const twoWheel = await filterPage('brandSlugs=drive-probe&drives=2wd');
    expect(twoWheel.items.map((item) => item.slug).sort()).toEqual(['two-and-four', 'two-only']);
  });
});
