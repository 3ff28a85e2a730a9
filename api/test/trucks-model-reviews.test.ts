import { modelDetailSchema, type ModelDetail } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import { brands, vehicleModels } from '../src/db/schema';
import { expertReviews, vehicleReviews } from '../src/db/schema-reviews';
import { testDatabases, useTestApi } from './databases';

describe.each(testDatabases)('truck model reviews on %s', (kind) => {
  const api = useTestApi(kind);

  async function detail(modelSlug: string, brandSlug = 'tata-motors'): Promise<ModelDetail> {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/trucks/model-detail?brandSlug=${brandSlug}&modelSlug=${modelSlug}`,
    });
    expect(response.statusCode).toBe(200);
    return modelDetailSchema.parse(response.json());
  }

  async function modelId(brandSlug: string, modelSlug: string): Promise<number> {
    const [row] = await api.database.db
      .select({ id: vehicleModels.id })
      .from(vehicleModels)
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .where(and(eq(brands.slug, brandSlug), eq(vehicleModels.slug, modelSlug)));
    return row.id;
  }

  it('gives every truck model an expert review rated 1–5 with one decimal', async () => {
    const truckModels = await api.database.db
      .select({ id: vehicleModels.id })
      .from(vehicleModels)
      .where(eq(vehicleModels.vertical, 'truck'));
    // Buses and three-wheelers have their own reviews (bus-three-wheeler-seed.test.ts); these are the trucks'.
    const reviews = (
      await api.database.db
        .select()
        .from(expertReviews)
        .innerJoin(vehicleModels, eq(vehicleModels.id, expertReviews.modelId))
        .where(eq(vehicleModels.vertical, 'truck'))
    ).map((row) => row.expert_reviews);
    expect(reviews).toHaveLength(truckModels.length);
    expect(new Set(reviews.map((review) => review.modelId)).size).toBe(truckModels.length);
    for (const review of reviews) {
      const rating = Number(review.rating);
      expect(rating).toBeGreaterThanOrEqual(1);
      expect(rating).toBeLessThanOrEqual(5);
      expect(Math.round(rating * 10) / 10).toBe(rating);
      expect(review.verdict.length).toBeGreaterThan(120);
      // Translated beside the English text for the model page in the visitor's language.
      for (const locale of ['hi', 'mr', 'pa', 'ta', 'te']) {
        expect(review.localized[locale]?.title).toBeTruthy();
        expect(review.localized[locale]?.verdict).toBeTruthy();
        expect(review.localized[locale]?.verdict).not.toBe(review.verdict);
      }
    }
  });

  it('returns the expert review with the model, written from the model’s character', async () => {
    // The Ace Gold's review is its long one under /expert-reviews (model-expert-review.test.ts); the Ace Pro has none.
    const ace = await detail('ace-pro');
    expect(ace.expertReview).toMatchObject({
      title: 'Tata Ace Pro review: the cheapest way into an Ace',
      rating: 4,
    });
    expect(ace.expertReview?.slug).toBeUndefined();
    expect(ace.expertReview?.verdict).toContain('first-time owners');
    expect(ace.expertReview?.verdict).toContain('694 cc');
    expect(ace.expertReview?.verdict).toContain('₹3.70 lakh to ₹4.40 lakh ex-showroom');
    expect(ace.expertReview?.publishedAt).toMatch(/^2025-\d{2}-\d{2}$/);
    const soon = await detail('intra-v70');
    expect(soon.expertReview?.verdict).toContain('Prices are not announced yet');
  });

  it('has no reviews yet: count 0 and no averages, nothing invented', async () => {
    const page = await detail('lpt-1412');
    expect(page.reviewSummary.count).toBe(0);
    expect(page.reviewSummary.averageOverall).toBeNull();
    expect(Object.values(page.reviewSummary.attributes).every((value) => value === null)).toBe(true);
  });

  it('summarises the stored reviews: count, overall and per-attribute averages', async () => {
    const id = await modelId('tata-motors', 'intra-v30');
    const common = {
      modelId: id,
      useCase: 'goods-transportation',
      vehicleStatus: 'new' as const,
      title: 'Good pickup',
      description: 'Runs every day between Nashik and Pune.',
      name: 'Suresh Patil',
      email: 'suresh@example.com',
      kmDriven: 42_000,
    };
    const truckRatings = (value: number) => ({
      easeOfDriving: value,
      upTime: value,
      afterSaleService: value,
      costEffective: value,
      driverSafety: value,
      cabinComfort: value,
      durability: value,
    });
    await api.database.db.insert(vehicleReviews).values([
      { ...common, comfort: 5, valueForMoney: 4, mileage: 4, exterior: 5, ...truckRatings(4) },
      { ...common, comfort: 3, valueForMoney: 4, mileage: 3, exterior: 4, ...truckRatings(3) },
      { ...common, comfort: 4, valueForMoney: 5, mileage: 2, exterior: 3, ...truckRatings(5) },
    ]);
    const page = await detail('intra-v30');
    expect(page.reviewSummary.count).toBe(3);
    expect(page.reviewSummary.attributes).toMatchObject({
      comfort: 4,
      valueForMoney: 4.3,
      mileage: 3,
      exterior: 4,
      durability: 4,
    });
    // Review means: 46/11, 35/11, 49/11 → overall 130/33 = 3.94.
    expect(page.reviewSummary.averageOverall).toBe(3.9);
    expect((await detail('intra-v50')).reviewSummary.count).toBe(0);
  });

  it('refuses a rating outside 1–5 at the database', async () => {
    const id = await modelId('tata-motors', 'ace-gold');
    await expect(
      api.database.db.insert(vehicleReviews).values({
        modelId: id,
        useCase: 'goods-delivery',
        comfort: 6,
        valueForMoney: 4,
        mileage: 4,
        exterior: 4,
        vehicleStatus: 'old',
        title: 't',
        description: 'd',
        name: 'n',
        email: 'e@example.com',
      }),
    ).rejects.toThrow();
  });
});
