import { compareResponseSchema, variantDetailSchema } from '@cvb/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { brands, vehicleModels, vehicleVariants } from '../src/db/schema';
import { testDatabases, useTestApi } from './databases';

jest.setTimeout(120_000);

describe.each(testDatabases)('a tractor’s 2WD and 4WD variants on %s', (kind) => {
  const api = useTestApi(kind);
  const db = () => api.database.db;
  it('prices a 2WD tractor’s 4WD variant above it, with drive 4WD on the variant page and in a comparison', async () => {
    const [fourWheel] = await db()
      .select({ brandSlug: brands.slug, modelSlug: vehicleModels.slug, variantSlug: vehicleVariants.slug })
      .from(vehicleVariants)
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVariants.modelId))
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .where(
        and(
          eq(vehicleModels.vertical, 'tractor'),
          sql`${vehicleModels.extraSpecs}->>'drive' = '2wd'`,
          sql`${vehicleVariants.specs}->>'drive' = '4wd'`,
        ),
      )
      .limit(1);
    if (!fourWheel) throw new Error('no 2WD tractor with a 4WD variant');
    const { brandSlug, modelSlug, variantSlug } = fourWheel;
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
});
