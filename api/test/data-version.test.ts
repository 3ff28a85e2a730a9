import { dataVersionSchema, seoAnswerSchema } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import { reviewStored } from '../src/catalogue/cached-review-summary';
import { invalidateCatalogue } from '../src/catalogue/engine/catalogue-cache';
import { brands, vehicleModels, vehicleVariants } from '../src/db/schema';
import { testDatabases, useTestApi } from './databases';

describe.each(testDatabases)('GET /api/general/data-version on %s', (kind) => {
  const api = useTestApi(kind);

  async function version(): Promise<string> {
    const response = await api.app.inject({ method: 'GET', url: '/api/general/data-version' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return dataVersionSchema.parse(response.json()).version;
  }

  async function aceGold(): Promise<{ id: number; variantId: number; price: number }> {
    const [row] = await api.database.db
      .select({ id: vehicleModels.id, variantId: vehicleVariants.id, price: vehicleVariants.price })
      .from(vehicleModels)
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .innerJoin(vehicleVariants, eq(vehicleVariants.modelId, vehicleModels.id))
      .where(and(eq(brands.slug, 'tata-motors'), eq(vehicleModels.slug, 'ace-gold')))
      .orderBy(vehicleVariants.price)
      .limit(1);
    if (row.price === null) throw new Error('the seed prices the Ace Gold');
    return { id: row.id, variantId: row.variantId, price: row.price };
  }

  async function lowestOffer(): Promise<unknown> {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/general/seo?path=/trucks/tata-motors/ace-gold&locale=en',
    });
    const product = seoAnswerSchema
      .parse(response.json())
      .jsonLd.find((item) => item['@type'] === 'Product') as { offers?: { lowPrice?: unknown } } | undefined;
    return product?.offers?.lowPrice;
  }

  it('stays the same while nothing changes', async () => {
    expect(await version()).toBe(await version());
  });

  it('changes when the catalogue is invalidated, and the page head follows the new price at once', async () => {
    const model = await aceGold();
    const before = await version();
    expect(await lowestOffer()).toBe(model.price);
    const newPrice = model.price - 12_345;
    await api.database.db
      .update(vehicleVariants)
      .set({ price: newPrice })
      .where(eq(vehicleVariants.id, model.variantId));
    try {
      invalidateCatalogue(api.database.db);
      const after = await version();
      expect(after).not.toBe(before);
      expect(await lowestOffer()).toBe(newPrice);
    } finally {
      await api.database.db
        .update(vehicleVariants)
        .set({ price: model.price })
        .where(eq(vehicleVariants.id, model.variantId));
      invalidateCatalogue(api.database.db);
    }
  });

  it("changes when a model's reviews change (its answers are dropped)", async () => {
    const model = await aceGold();
    const before = await version();
    await reviewStored(api.database.db, model.id);
    expect(await version()).not.toBe(before);
  });
});
