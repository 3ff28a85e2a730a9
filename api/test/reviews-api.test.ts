import { reviewListResponseSchema, reviewRecordedResponseSchema, type ReviewRequest } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import { brands, vehicleModels } from '../src/db/schema';
import { vehicleReviews } from '../src/db/schema-reviews';
import { testDatabases } from './databases';
import { call, signUp, useAccountsApi } from './accounts-helpers';

const truckRatings = (value: number) => ({
  easeOfDriving: value,
  upTime: value,
  afterSaleService: value,
  costEffective: value,
  driverSafety: value,
  cabinComfort: value,
  durability: value,
});

function truckReview(overrides: Partial<ReviewRequest> = {}): ReviewRequest {
  return {
    vertical: 'truck',
    brandSlug: 'tata-motors',
    modelSlug: 'lpt-1412',
    useCase: 'goods-transportation',
    comfort: 4,
    valueForMoney: 5,
    mileage: 3,
    exterior: 4,
    ...truckRatings(4),
    vehicleStatus: 'new',
    kmDriven: 42_000,
    title: 'Reliable on the Nashik–Pune run',
    description: 'Runs loaded six days a week; the service centre in Chakan turns it around in a day.',
    name: 'Suresh Patil',
    email: 'suresh.patil@example.in',
    ...overrides,
  };
}

describe.each(testDatabases)('reviews API on %s', (kind) => {
  const api = useAccountsApi(kind);

  async function storedReviews(modelSlug: string) {
    const [model] = await api.database.db
      .select({ id: vehicleModels.id })
      .from(vehicleModels)
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .where(and(eq(brands.slug, 'tata-motors'), eq(vehicleModels.slug, modelSlug)));
    return api.database.db.select().from(vehicleReviews).where(eq(vehicleReviews.modelId, model.id));
  }

  async function reviewsOf(modelSlug: string, query = '') {
    const response = await call(
      api,
      'GET',
      `/api/rate-vehicle/getdata?brandSlug=tata-motors&modelSlug=${modelSlug}${query}`,
    );
    expect(response.statusCode).toBe(200);
    return reviewListResponseSchema.parse(response.json());
  }

  it('refuses anonymous reviews with 401 and stores nothing', async () => {
    const response = await call(api, 'POST', '/api/general/review', truckReview());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: true, message: 'Please log in to continue', data: null });
    expect(await storedReviews('lpt-1412')).toHaveLength(0);
  });

  it.each([
    [{ comfort: 6 }, 'comfort: Please give a rating from 1 to 5'],
    [{ exterior: 0 }, 'exterior: Please give a rating from 1 to 5'],
    [{ durability: undefined }, 'durability: Please give a rating from 1 to 5'],
    [{ useCase: 'racing' }, 'useCase: Please choose a use case from the list'],
    [{ vehicleStatus: 'used' }, 'vehicleStatus: Please choose new or old'],
    [{ kmDriven: -5 }, 'kmDriven: Km driven cannot be negative'],
    [{ title: 'Ok' }, 'title: Review title should be at least 5 characters'],
    [{ title: 'x'.repeat(101) }, 'title: Review title should not be more than 100 characters'],
    [{ description: 'Too short' }, 'description: Review description should be at least 20 characters'],
    [
      { description: 'y'.repeat(2001) },
      'description: Review description should not be more than 2000 characters',
    ],
    [{ name: '' }, 'Please enter your name'],
    [{ name: 'R2D2 unit' }, 'Name should contain alphabets only'],
    [{ email: 'suresh@' }, 'Please provide a valid email address'],
  ])('answers 400 for %j with a message naming the field, storing nothing', async (change, message) => {
    const { session } = await signUp(api);
    const response = await call(
      api,
      'POST',
      '/api/general/review',
      truckReview(change as Partial<ReviewRequest>),
      {
        session,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await storedReviews('lpt-1412')).toHaveLength(0);
  });

  it('answers 404 for a model the catalogue does not have', async () => {
    const { session } = await signUp(api);
    const response = await call(
      api,
      'POST',
      '/api/general/review',
      truckReview({ modelSlug: 'no-such-truck' }),
      {
        session,
      },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Model not found');
  });

  it('records a review with the recorded message and aggregates only the stored reviews', async () => {
    const before = await reviewsOf('ultra-t7');
    expect(before).toMatchObject({ total: 0, reviews: [], summary: { count: 0, averageOverall: null } });

    const first = await signUp(api);
    const response = await call(
      api,
      'POST',
      '/api/rate-vehicle/add',
      truckReview({ modelSlug: 'ultra-t7', comfort: 5, valueForMoney: 4, mileage: 4, exterior: 5 }),
      { session: first.session },
    );
    expect(response.statusCode).toBe(201);
    const recorded = reviewRecordedResponseSchema.parse(response.json());
    expect(recorded.message).toBe('your rating and review has been recorded');
    expect(recorded.updated).toBe(false);
    expect(recorded.summary.count).toBe(1);

    const second = await signUp(api);
    await call(
      api,
      'POST',
      '/api/general/review',
      truckReview({
        modelSlug: 'ultra-t7',
        comfort: 3,
        valueForMoney: 4,
        mileage: 3,
        exterior: 4,
        ...truckRatings(3),
      }),
      { session: second.session },
    );
    const third = await signUp(api);
    await call(
      api,
      'POST',
      '/api/general/review',
      truckReview({
        modelSlug: 'ultra-t7',
        comfort: 4,
        valueForMoney: 5,
        mileage: 2,
        exterior: 3,
        ...truckRatings(5),
      }),
      { session: third.session },
    );

    const after = await reviewsOf('ultra-t7', '&scope=all');
    expect(after.total).toBe(3);
    expect(after.summary.attributes).toMatchObject({
      comfort: 4,
      valueForMoney: 4.3,
      mileage: 3,
      exterior: 4,
      durability: 4,
    });
    // Review means 46/11, 35/11, 49/11 → overall 130/33 = 3.94.
    expect(after.summary.averageOverall).toBe(3.9);
    expect(after.reviews.map((review) => review.overall)).toEqual([4.5, 3.2, 4.2]);
    const detail = await call(
      api,
      'GET',
      '/api/trucks/model-detail?brandSlug=tata-motors&modelSlug=ultra-t7',
    );
    expect(detail.json().reviewSummary).toEqual(after.summary);
  });

  it('keeps one review per user per model: a repeat replaces the earlier one', async () => {
    const { session } = await signUp(api);
    const first = await call(
      api,
      'POST',
      '/api/general/review',
      truckReview({ modelSlug: 'signa-4825-tk' }),
      {
        session,
      },
    );
    expect(first.statusCode).toBe(201);
    const again = await call(
      api,
      'POST',
      '/api/general/review',
      truckReview({ modelSlug: 'signa-4825-tk', comfort: 2, title: 'Changed my mind after the monsoon' }),
      { session },
    );
    expect(again.statusCode).toBe(200);
    expect(reviewRecordedResponseSchema.parse(again.json())).toMatchObject({
      updated: true,
      summary: { count: 1, attributes: { comfort: 2 } },
    });
    const rows = await storedReviews('signa-4825-tk');
    expect(rows).toHaveLength(1);
    expect(rows[0].title).toBe('Changed my mind after the monsoon');
  });

  it('stores markup verbatim and returns it as text, never the email', async () => {
    const { session } = await signUp(api);
    const xss = '<img src=x onerror=alert(1)>';
    const response = await call(
      api,
      'POST',
      '/api/general/review',
      truckReview({
        modelSlug: 'prima-5530-s',
        title: xss,
        description: `${xss} and a fine tipper otherwise`,
      }),
      { session },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await storedReviews('prima-5530-s');
    expect(row.title).toBe(xss);
    const listed = await call(
      api,
      'GET',
      '/api/rate-vehicle/getdata?brandSlug=tata-motors&modelSlug=prima-5530-s',
    );
    expect(listed.headers['content-type']).toContain('application/json');
    expect(listed.json().reviews[0].title).toBe(xss);
    expect(listed.body).not.toContain('@example.in');
  });

  it('lists newest first: "few" gives the newest three, "all" pages with _start and _limit', async () => {
    for (let index = 1; index <= 5; index += 1) {
      const { session } = await signUp(api);
      await call(
        api,
        'POST',
        '/api/general/review',
        truckReview({ modelSlug: 'lpt-1916', title: `Review number ${index}` }),
        { session },
      );
    }
    const few = await reviewsOf('lpt-1916');
    expect(few.total).toBe(5);
    expect(few.reviews.map((review) => review.title)).toEqual([
      'Review number 5',
      'Review number 4',
      'Review number 3',
    ]);
    const page = await reviewsOf('lpt-1916', '&scope=all&_start=3&_limit=5');
    expect(page.reviews.map((review) => review.title)).toEqual(['Review number 2', 'Review number 1']);
  });

  it('asks the truck attributes of trucks only: a bus review stores them as null', async () => {
    const { session } = await signUp(api);
    const {
      easeOfDriving,
      upTime,
      afterSaleService,
      costEffective,
      driverSafety,
      cabinComfort,
      durability,
      ...common
    } = truckReview({ vertical: 'bus', modelSlug: 'starbus-school', useCase: 'school-transportation' });
    void [easeOfDriving, upTime, afterSaleService, costEffective, driverSafety, cabinComfort, durability];
    const response = await call(api, 'POST', '/api/general/review', common, { session });
    expect(response.statusCode).toBe(201);
    const { summary } = reviewRecordedResponseSchema.parse(response.json());
    expect(summary.attributes).toMatchObject({ comfort: 4, durability: null, upTime: null });
    expect(summary.averageOverall).toBe(4);
  });

  it('answers 400 for a bad scope and 404 for an unknown model on getdata', async () => {
    const bad = await call(
      api,
      'GET',
      '/api/rate-vehicle/getdata?brandSlug=tata-motors&modelSlug=ace-gold&scope=most',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('scope');
    const missing = await call(api, 'GET', '/api/rate-vehicle/getdata?brandSlug=tata-motors&modelSlug=nope');
    expect(missing.statusCode).toBe(404);
  });
});
