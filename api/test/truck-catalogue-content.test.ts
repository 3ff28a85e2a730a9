import { countSchema, modelSummarySchema, variantSummarySchema } from '@cvb/contracts';
import { count, countDistinct, eq } from 'drizzle-orm';
import { z } from 'zod';
import { brands, cities, dealers, vehicleModels, vehicleVariants, videos } from '../src/db/schema';
import { testDatabases, useTestApi } from './databases';

describe.each(testDatabases)('truck catalogue seed and content lists on %s', (kind) => {
  const api = useTestApi(kind);
  const get = (url: string) => api.app.inject({ method: 'GET', url });
  const countOf = async (url: string) => countSchema.parse((await get(url)).json()).count;

  it('seeds the required volume', async () => {
    const { db } = api.database;
    const [{ value: brandCount }] = await db
      .select({ value: count() })
      .from(brands)
      .where(eq(brands.vertical, 'truck'));
    const [{ value: modelCount }] = await db
      .select({ value: count() })
      .from(vehicleModels)
      .where(eq(vehicleModels.vertical, 'truck'));
    const [{ value: variantCount }] = await db
      .select({ value: count() })
      .from(vehicleVariants)
      .where(eq(vehicleVariants.vertical, 'truck'));
    const [dealerStats] = await db
      .select({
        value: count(),
        cities: countDistinct(dealers.citySlug),
        states: countDistinct(dealers.state),
      })
      .from(dealers);
    const [{ value: cityCount }] = await db.select({ value: count() }).from(cities);
    const [{ value: videoCount }] = await db
      .select({ value: count() })
      .from(videos)
      .where(eq(videos.vertical, 'truck'));
    expect(brandCount).toBeGreaterThanOrEqual(12);
    expect(modelCount).toBeGreaterThanOrEqual(90);
    expect(variantCount).toBeGreaterThanOrEqual(200);
    expect(dealerStats.value).toBeGreaterThanOrEqual(300);
    expect(dealerStats.cities).toBeGreaterThanOrEqual(60);
    expect(dealerStats.states).toBeGreaterThanOrEqual(20);
    expect(cityCount).toBeGreaterThanOrEqual(60);
    expect(videoCount).toBeGreaterThanOrEqual(40);
    expect(await countOf('/api/truck-models/count')).toBe(modelCount);
    expect(await countOf('/api/truck-variants/count')).toBe(variantCount);
  });

  it('covers every body type the site filters by, with upcoming, price-coming-soon and discontinued models', async () => {
    for (const bodyType of ['mini', 'pickup', 'cargo', 'dumper', 'trailer', 'electric']) {
      expect(await countOf(`/api/truck-models/count?bodyType=${bodyType}`)).toBeGreaterThanOrEqual(4);
    }
    expect(await countOf('/api/truck-models/count?status=upcoming')).toBeGreaterThanOrEqual(3);
    expect(await countOf('/api/truck-models/count?status=discontinued')).toBeGreaterThanOrEqual(3);
    const models = z.array(modelSummarySchema).parse((await get('/api/truck-models?_limit=-1')).json());
    expect(models.filter((m) => m.status === 'on-sale' && m.minPrice === null).length).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      models.filter((m) => m.status === 'upcoming' && m.expectedPrice !== null).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('filters models with field and field_ne, sorts and pages them', async () => {
    const tata = z
      .array(modelSummarySchema)
      .parse((await get('/api/truck-models?brandSlug=tata-motors&_limit=-1')).json());
    expect(tata.length).toBeGreaterThanOrEqual(10);
    expect(tata.every((m) => m.brandSlug === 'tata-motors')).toBe(true);
    const notTata = await countOf('/api/truck-models/count?brandSlug_ne=tata-motors');
    expect(notTata + tata.length).toBe(await countOf('/api/truck-models/count'));
    const [ace] = z.array(modelSummarySchema).parse((await get('/api/truck-models?slug=ace-gold')).json());
    expect(ace.name).toBe('Tata Ace Gold');
    const byPrice = z
      .array(modelSummarySchema)
      .parse((await get('/api/truck-models?_sort=minPrice:DESC&_limit=-1')).json());
    const prices = byPrice.map((m) => m.minPrice).filter((p): p is number => p !== null);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(byPrice.at(-1)?.minPrice).toBeNull();
    const all = z.array(modelSummarySchema).parse((await get('/api/truck-models?_limit=-1&_sort=id')).json());
    const slice = z
      .array(modelSummarySchema)
      .parse((await get('/api/truck-models?_sort=id&_start=3&_limit=4')).json());
    expect(slice).toEqual(all.slice(3, 7));
    expect(
      await countOf('/api/truck-models/count?fuelType=electric&status_ne=upcoming'),
    ).toBeGreaterThanOrEqual(4);
  });

  it('lists variants with their model, price and merged specs; variant slugs are unique', async () => {
    const variants = z.array(variantSummarySchema).parse((await get('/api/truck-variants?_limit=-1')).json());
    expect(new Set(variants.map((v) => v.slug)).size).toBe(variants.length);
    const ace = z
      .array(variantSummarySchema)
      .parse((await get('/api/truck-variants?modelSlug=ace-gold')).json());
    expect(ace.map((v) => v.name)).toEqual(['STD', 'HT Plus']);
    expect(ace[0]).toMatchObject({ brandSlug: 'tata-motors', modelName: 'Tata Ace Gold', price: 400_000 });
    expect(ace.at(-1)?.price).toBe(670_000);
    const sorted = z
      .array(variantSummarySchema)
      .parse((await get('/api/truck-variants?_sort=price:ASC&_limit=5')).json());
    expect(sorted.map((v) => v.price)).toEqual(
      [...sorted.map((v) => v.price)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(await countOf('/api/truck-variants/count?brandSlug=volvo&fuelType_ne=diesel')).toBe(0);
  });

  it.each([
    ['/api/truck-models?_sort=colour', '_sort: '],
    ['/api/truck-variants?_limit=600', '_limit: '],
    ['/api/truck-models/count?_start=-1', '_start: '],
  ])('answers 400 naming the field for %s', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
