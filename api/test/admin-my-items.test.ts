import { myAdsResponseSchema, myReviewsResponseSchema } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { brands, vehicleModels } from '../src/db/schema';
import { usedVehicleAds } from '../src/db/schema-ads';
import { vehicleReviews } from '../src/db/schema-reviews';
import { call, signUp, useAccountsApi } from './accounts-helpers';
import { testDatabases } from './databases';

describe.each(testDatabases)('users/me reviews and ads on %s', (kind) => {
  const api = useAccountsApi(kind);

  it('answers 401 without a session', async () => {
    for (const url of ['/api/users/me/reviews', '/api/users/me/ads']) {
      const response = await call(api, 'GET', url);
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers empty lists for a new user', async () => {
    const { session } = await signUp(api);
    const reviews = await call(api, 'GET', '/api/users/me/reviews', undefined, { session });
    expect(myReviewsResponseSchema.parse(reviews.json())).toEqual({ reviews: [] });
    const ads = await call(api, 'GET', '/api/users/me/ads', undefined, { session });
    expect(myAdsResponseSchema.parse(ads.json())).toEqual({ ads: [] });
  });

  it("lists only the user's own reviews and ads, newest first", async () => {
    const owner = await signUp(api, { name: 'Harpreet Kaur' });
    const other = await signUp(api);
    const db = api.database.db;
    const [model] = await db
      .select({
        id: vehicleModels.id,
        name: vehicleModels.name,
        slug: vehicleModels.slug,
        brandSlug: brands.slug,
      })
      .from(vehicleModels)
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .where(eq(vehicleModels.vertical, 'truck'))
      .limit(1);
    const review = (userId: number, title: string, createdAt: string) => ({
      modelId: model.id,
      userId,
      useCase: 'goods transportation',
      comfort: 4,
      valueForMoney: 5,
      mileage: 4,
      exterior: 3,
      vehicleStatus: 'new' as const,
      title,
      description: 'Runs daily between Ludhiana and Delhi without trouble.',
      name: 'Harpreet Kaur',
      email: 'harpreet@example.in',
      createdAt: new Date(createdAt),
    });
    await db
      .insert(vehicleReviews)
      .values([
        review(owner.id, 'Good on highways', '2025-05-01T10:00:00Z'),
        review(other.id, 'Not mine', '2025-05-02T10:00:00Z'),
      ]);
    const ad = (userId: number, model: string, createdAt: string) => ({
      userId,
      vertical: 'truck' as const,
      brand: 'Tata Motors',
      model,
      year: 2021,
      kmsDriven: 85000,
      owner: '1st' as const,
      rto: 'PB10',
      city: 'Ludhiana',
      state: 'Punjab',
      insuranceType: 'comprehensive' as const,
      name: 'Harpreet Kaur',
      email: 'harpreet@example.in',
      mobile: owner.mobile,
      vehicleNumber: 'PB10AB1234',
      price: 1450000,
      createdAt: new Date(createdAt),
    });
    await db
      .insert(usedVehicleAds)
      .values([
        ad(owner.id, 'LPT 1412', '2025-04-01T10:00:00Z'),
        ad(owner.id, 'Ace Gold', '2025-05-01T10:00:00Z'),
        ad(other.id, 'Signa 2823', '2025-05-03T10:00:00Z'),
      ]);

    const reviews = myReviewsResponseSchema.parse(
      (await call(api, 'GET', '/api/users/me/reviews', undefined, { session: owner.session })).json(),
    ).reviews;
    expect(reviews).toEqual([
      expect.objectContaining({
        title: 'Good on highways',
        modelName: model.name,
        modelPath: `/trucks/${model.brandSlug}/${model.slug}`,
        rating: 4,
      }),
    ]);
    const ads = myAdsResponseSchema.parse(
      (await call(api, 'GET', '/api/users/me/ads', undefined, { session: owner.session })).json(),
    ).ads;
    expect(ads.map((item) => item.model)).toEqual(['Ace Gold', 'LPT 1412']);
    expect(ads[0]).toMatchObject({ price: 1450000, city: 'Ludhiana', status: 'active' });
  });
});
