import { filterPageResponseSchema, priceHistorySchema } from '@cvb/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { invalidateCatalogue } from '../src/catalogue/engine/catalogue-cache';
import { brands, vehicleModels, vehicleVariants } from '../src/db/schema';
import { sessionWithRole } from './admin-helpers';
import { useAccountsApi } from './accounts-helpers';
import { brandId, desk, modelOf, onSaleWith, upcomingTruck } from './catalogue-desk-helpers';
import { testDatabases } from './databases';

describe.each(testDatabases)("the lists' 'prices updated on' and the price history's dates on %s", (kind) => {
  const api = useAccountsApi(kind);
  const json = async (url: string): Promise<unknown> =>
    (await api.app.inject({ method: 'GET', url: `/api/${url}` })).json();
  const list = async (query: string) =>
    filterPageResponseSchema.parse(await json(`trucks/filter-page?${query}`)).priceUpdatedOn;

  it('dates a list by the newest price change of its models, and each change by its India day', async () => {
    const { db } = api.database;
    // Every truck price as set on 10 January 2026; then one Ace Gold variant's price changes late on 1 March (UTC),
    // which is already 2 March in India.
    await db.execute(sql`update catalogue_price_history set changed_at = '2026-01-10T06:00:00Z'`);
    const [ace] = await db
      .select({ id: vehicleVariants.id })
      .from(vehicleVariants)
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVariants.modelId))
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .where(and(eq(brands.slug, 'tata-motors'), eq(vehicleModels.slug, 'ace-gold')))
      .orderBy(asc(vehicleVariants.position), asc(vehicleVariants.id))
      .limit(1);
    await db
      .update(vehicleVariants)
      .set({ price: sql`${vehicleVariants.price} + 10000` })
      .where(eq(vehicleVariants.id, ace.id));
    await db.execute(
      sql`update catalogue_price_history set changed_at = '2026-03-01T20:00:00Z' where changed_at > '2026-02-01'`,
    );
    invalidateCatalogue(db);

    expect(await list('pageSize=5')).toBe('2026-03-02');
    expect(await list('brandSlugs=tata-motors')).toBe('2026-03-02');
    expect(await list('brandSlugs=volvo')).toBe('2026-01-10');

    const history = priceHistorySchema.parse(await json('trucks/price-history/tata-motors/ace-gold'));
    expect(history.changed).toBe(true);
    expect(history.updatedOn).toBe('2026-03-02');
    expect(history.variants[0].prices.map((entry) => entry.from)).toEqual(['2026-01-10', '2026-03-02']);
  });

  it("keeps a variant's price history when the desk sends it back without its id (added before a publish)", async () => {
    const editor = await sessionWithRole(api, 'editor');
    const document = onSaleWith(
      upcomingTruck(await brandId(api, 'truck', 'tata-motors'), 'ace-ev-dates'),
      900_000,
    );
    let model = modelOf(await desk(api, editor, 'POST', 'models', { document }));
    model = modelOf(
      await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: model.version }),
    );
    // The form still holds the variant as the editor typed it: no id.
    const again = { ...document, variants: [{ ...document.variants![0], price: 945_000 }] };
    model = modelOf(
      await desk(api, editor, 'PUT', `models/${model.id}/draft`, { version: model.version, document: again }),
    );
    modelOf(await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: model.version }));
    const history = priceHistorySchema.parse(await json('trucks/price-history/tata-motors/ace-ev-dates'));
    expect(history.changed).toBe(true);
    expect(history.variants.map((variant) => variant.prices.map((entry) => entry.price))).toEqual([
      [900_000, 945_000],
    ]);
  });

  it('says nothing for a list whose models have no price', async () => {
    const answer = filterPageResponseSchema.parse(await json('trucks/filter-page?brandSlugs=no-such-brand'));
    expect(answer.items).toEqual([]);
    expect(answer.priceUpdatedOn).toBeNull();
  });
});
