import {
  dealerListSchema,
  filterPageResponseSchema,
  modelDetailSchema,
  reviewRecordedResponseSchema,
  type ModelDetail,
  type ReviewRequest,
} from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import { Client } from 'pg';
import { invalidateCatalogue } from '../src/catalogue/engine/catalogue-cache';
import { announceReviewChange, REVIEW_CHANNEL } from '../src/catalogue/review-change-feed';
import type { Database } from '../src/db/database';
import { brands, dealers, vehicleModels } from '../src/db/schema';
import { vehicleReviews } from '../src/db/schema-reviews';
import { call, signUp, useAccountsApi } from './accounts-helpers';
import { testDatabases } from './databases';
import { send } from './moderation-helpers';

const MODEL = 'brandSlug=tata-motors&modelSlug=ace-gold';

function review(overrides: Partial<ReviewRequest> = {}): ReviewRequest {
  return {
    vertical: 'truck',
    brandSlug: 'tata-motors',
    modelSlug: 'ace-gold',
    useCase: 'goods-transportation',
    comfort: 4,
    valueForMoney: 4,
    mileage: 4,
    exterior: 4,
    easeOfDriving: 4,
    upTime: 4,
    afterSaleService: 4,
    costEffective: 4,
    driverSafety: 4,
    cabinComfort: 4,
    durability: 4,
    vehicleStatus: 'new',
    kmDriven: 18_000,
    title: 'Light on diesel in city runs',
    description: 'Delivers parcels across Indore all day; the pickup is fine even when fully loaded.',
    name: 'Ramesh Yadav',
    email: 'ramesh.yadav@example.in',
    ...overrides,
  };
}

/**
 * Resolves once a marker announced now has come back on the review channel, so every announcement made before it
 * (an earlier test's review writes) has reached this process's listeners too and cannot clear the cache later.
 */
async function earlierAnnouncementsHeard(database: Database): Promise<void> {
  const marker = `settled-${Date.now()}`;
  if (database.pglite) {
    const pglite = database.pglite;
    let heard!: () => void;
    const back = new Promise<void>((resolve) => (heard = resolve));
    const unlisten = await pglite.listen(REVIEW_CHANNEL, (payload) => payload === marker && heard());
    await pglite.query('select pg_notify($1, $2)', [REVIEW_CHANNEL, marker]);
    await back;
    await unlisten();
    return;
  }
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const back = new Promise<void>((resolve) =>
      client.on('notification', (message) => message.payload === marker && resolve()),
    );
    await client.query(`LISTEN ${REVIEW_CHANNEL}`);
    await client.query('select pg_notify($1, $2)', [REVIEW_CHANNEL, marker]);
    await back;
  } finally {
    await client.end();
  }
  // The app's listening connection got the marker in the same instant; let its handler run.
  await new Promise((resolve) => setImmediate(resolve));
}

describe.each(testDatabases)('cached catalogue answers on %s', (kind) => {
  const api = useAccountsApi(kind);
  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers });

  async function modelPage(query = MODEL): Promise<ModelDetail> {
    const response = await get(`/api/trucks/model-detail?${query}`);
    expect(response.statusCode).toBe(200);
    return modelDetailSchema.parse(response.json());
  }

  async function aceGoldId(): Promise<number> {
    const [row] = await api.database.db
      .select({ id: vehicleModels.id })
      .from(vehicleModels)
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .where(and(eq(brands.slug, 'tata-motors'), eq(vehicleModels.slug, 'ace-gold')));
    return row.id;
  }

  it('sends an answer again byte for byte with the same headers, and the same bytes after the catalogue reloads', async () => {
    const page = await modelPage();
    const [first, second] = page.variants;
    const urls = [
      '/api/trucks/filter-page?pageType=popular',
      '/api/trucks/filter-page?pageType=popular&brands=tata-motors&locale=hi',
      `/api/trucks/model-detail?${MODEL}`,
      `/api/trucks/model-detail?${MODEL}&city=mumbai&locale=ta`,
      `/api/trucks/variant-detail?${MODEL}&variantSlug=${first.slug}&city=pune`,
      `/api/trucks/compare-trucks?variantSlugs=${first.slug},${second.slug}`,
      `/api/trucks/emi-calculator?${MODEL}&tenureMonths=36`,
      '/api/trucks/dealers?brandSlug=tata-motors',
      '/api/trucks/videos?_limit=5',
      '/api/trucks/brand-videos?brandSlug=tata-motors',
      `/api/trucks/model-videos?${MODEL}`,
      '/api/general/similar-data?type=truck&slug=ace-gold',
      '/api/general/cities',
      '/api/buses/filter-page?pageType=popular&locale=ta',
      '/api/three-wheelers/filter-page?pageType=popular',
    ];
    const firsts = [];
    for (const url of urls) {
      const computed = await get(url);
      const cached = await get(url);
      expect({ url, status: computed.statusCode }).toEqual({ url, status: 200 });
      expect(cached.body).toBe(computed.body);
      for (const header of ['content-type', 'cache-control', 'etag', 'content-length']) {
        expect({ url, header, value: cached.headers[header] }).toEqual({
          url,
          header,
          value: computed.headers[header],
        });
      }
      firsts.push(computed.body);
    }
    invalidateCatalogue(api.database.db);
    for (const [index, url] of urls.entries()) {
      expect({ url, body: (await get(url)).body }).toEqual({ url, body: firsts[index] });
    }
  });

  it('keeps an answer until the catalogue is invalidated, then answers from the rows', async () => {
    const url = '/api/trucks/dealers?brandSlug=tata-motors';
    const before = dealerListSchema.parse((await get(url)).json());
    const dealer = before.items[0];
    await api.database.db.update(dealers).set({ name: 'Renamed Motors' }).where(eq(dealers.id, dealer.id));
    try {
      expect(dealerListSchema.parse((await get(url)).json()).items[0].name).toBe(dealer.name);
      invalidateCatalogue(api.database.db);
      expect(dealerListSchema.parse((await get(url)).json()).items[0].name).toBe('Renamed Motors');
    } finally {
      await api.database.db.update(dealers).set({ name: dealer.name }).where(eq(dealers.id, dealer.id));
      invalidateCatalogue(api.database.db);
    }
  });

  it('shares one answer between orders of the same query', async () => {
    const sorted = await get('/api/trucks/filter-page?brands=tata-motors&pageType=popular&locale=hi');
    const shuffled = await get('/api/trucks/filter-page?locale=hi&pageType=popular&brands=tata-motors');
    expect(shuffled.body).toBe(sorted.body);
    expect(filterPageResponseSchema.parse(shuffled.json()).items.length).toBeGreaterThan(0);
  });

  it('never mixes languages or cities: each answer is the one a cold cache computes', async () => {
    const queries = [
      MODEL,
      `${MODEL}&locale=hi`,
      `${MODEL}&locale=ta`,
      `${MODEL}&city=mumbai`,
      `${MODEL}&city=chennai&locale=hi`,
      `${MODEL}&city=chennai`,
    ];
    const warm = new Map<string, string>();
    for (const round of [1, 2]) {
      for (const query of queries) {
        const body = (await get(`/api/trucks/model-detail?${query}`)).body;
        if (round === 1) warm.set(query, body);
        else expect({ query, body }).toEqual({ query, body: warm.get(query) });
      }
    }
    invalidateCatalogue(api.database.db);
    for (const query of [...queries].reverse()) {
      expect({ query, body: (await get(`/api/trucks/model-detail?${query}`)).body }).toEqual({
        query,
        body: warm.get(query),
      });
    }
    const pages = new Map(
      [...warm].map(([query, body]) => [query, modelDetailSchema.parse(JSON.parse(body))]),
    );
    const english = pages.get(MODEL);
    const hindi = pages.get(`${MODEL}&locale=hi`);
    expect(hindi?.model.description).not.toBe(english?.model.description);
    expect(pages.get(`${MODEL}&locale=ta`)?.model.description).not.toBe(hindi?.model.description);
    expect(pages.get(`${MODEL}&city=mumbai`)?.city.slug).toBe('mumbai');
    expect(pages.get(`${MODEL}&city=chennai`)?.onRoad).not.toEqual(pages.get(`${MODEL}&city=mumbai`)?.onRoad);
    expect(pages.get(`${MODEL}&city=chennai&locale=hi`)?.onRoad).toEqual(
      pages.get(`${MODEL}&city=chennai`)?.onRoad,
    );
  });

  it('answers 304 from the cache while the ETag matches', async () => {
    const url = `/api/trucks/model-detail?${MODEL}&locale=mr`;
    const etag = String((await get(url)).headers.etag);
    const revalidated = await get(url, { 'if-none-match': etag });
    expect([revalidated.statusCode, revalidated.body, revalidated.headers.etag]).toEqual([304, '', etag]);
  });

  it('shows a stored, an edited and a deleted review in the model page on the next request', async () => {
    const before = (await modelPage()).reviewSummary;
    const etag = String((await get(`/api/trucks/model-detail?${MODEL}`)).headers.etag);
    const { session } = await signUp(api);

    const stored = await call(api, 'POST', '/api/rate-vehicle/add', review({ comfort: 5 }), { session });
    expect(stored.statusCode).toBe(201);
    const { review: written, held } = reviewRecordedResponseSchema.parse(stored.json());
    expect(held).toBe(false);
    const afterStore = (await modelPage()).reviewSummary;
    expect(afterStore.count).toBe(before.count + 1);
    expect((await get(`/api/trucks/model-detail?${MODEL}`, { 'if-none-match': etag })).statusCode).toBe(200);

    const edited = await send(api, 'PATCH', `/api/users/me/reviews/${written.id}`, { comfort: 1 }, session);
    expect(edited.statusCode).toBe(200);
    const afterEdit = (await modelPage()).reviewSummary;
    expect(afterEdit.count).toBe(afterStore.count);
    expect(afterEdit.attributes.comfort).toBeLessThan(afterStore.attributes.comfort ?? 0);

    const deleted = await send(api, 'DELETE', `/api/users/me/reviews/${written.id}`, undefined, session);
    expect(deleted.statusCode).toBe(200);
    expect((await modelPage()).reviewSummary).toEqual(before);
  });

  it('follows a review stored through another instance of the same database once it is announced', async () => {
    const storeUnannounced = async () => {
      const [row] = await api.database.db
        .insert(vehicleReviews)
        .values({
          modelId: await aceGoldId(),
          useCase: 'goods-transportation',
          comfort: 5,
          valueForMoney: 5,
          mileage: 5,
          exterior: 5,
          vehicleStatus: 'old',
          title: 'Seven years on the Amritsar route',
          description: 'Still starts every morning in winter and the parts are cheap.',
          name: 'Gurpreet Kaur',
          email: 'gurpreet.kaur@example.in',
        })
        .returning({ id: vehicleReviews.id });
      return row.id;
    };
    const forget = async (id: number) => {
      await api.database.db.delete(vehicleReviews).where(eq(vehicleReviews.id, id));
      await announceReviewChange(api.database.db, await aceGoldId());
      await earlierAnnouncementsHeard(api.database);
    };
    // Another replica writes a review and does not announce it yet: this instance keeps serving its cached answer.
    // The instance may drop its answers for a reason of its own at that moment (its catalogue feed reconnecting, say);
    // then the unannounced review shows at once and says nothing of announcements, so the step is tried again.
    let before = (await modelPage(`${MODEL}&locale=pa`)).reviewSummary;
    let id = 0;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await earlierAnnouncementsHeard(api.database);
      before = (await modelPage(`${MODEL}&locale=pa`)).reviewSummary;
      id = await storeUnannounced();
      if ((await modelPage(`${MODEL}&locale=pa`)).reviewSummary.count === before.count) break;
      await forget(id);
      id = 0;
    }
    expect(id).toBeGreaterThan(0);
    try {
      expect((await modelPage(`${MODEL}&locale=pa`)).reviewSummary).toEqual(before);
      await announceReviewChange(api.database.db, await aceGoldId());
      let count = before.count;
      for (let attempt = 0; attempt < 100 && count === before.count; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        count = (await modelPage(`${MODEL}&locale=pa`)).reviewSummary.count;
      }
      expect(count).toBe(before.count + 1);
    } finally {
      await api.database.db.delete(vehicleReviews).where(eq(vehicleReviews.id, id));
      await announceReviewChange(api.database.db, await aceGoldId());
    }
  });
});
