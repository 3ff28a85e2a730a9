import { modelDetailSchema, type ModelDetail } from '@cvb/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { normalisedKey } from '../src/catalogue/answer-cache';
import { invalidateCatalogue } from '../src/catalogue/engine/catalogue-cache';
import { brands, vehicleModels } from '../src/db/schema';
import { expertReviews } from '../src/db/schema-reviews';
import { testDatabases, useTestApi } from './databases';

type Vertical = 'truck' | 'bus' | 'three-wheeler';
const PREFIX: Record<Vertical, string> = { truck: 'trucks', bus: 'buses', 'three-wheeler': 'three-wheelers' };

describe.each(testDatabases)('model content in the visitor’s language on %s', (kind) => {
  const api = useTestApi(kind);
  const get = (url: string) => api.app.inject({ method: 'GET', url });
  const db = () => api.database.db;

  async function detail(vertical: Vertical, model: string, locale?: string): Promise<ModelDetail> {
    const [brandSlug, modelSlug] = model.split('/');
    const query = `brandSlug=${brandSlug}&modelSlug=${modelSlug}${locale ? `&locale=${locale}` : ''}`;
    const response = await get(`/api/${PREFIX[vertical]}/model-detail?${query}`);
    expect(response.statusCode).toBe(200);
    return modelDetailSchema.parse(response.json());
  }

  /** The seeded row of a model: English columns, translations and its expert review's translations. */
  async function stored(vertical: Vertical, model: string) {
    const [brandSlug, modelSlug] = model.split('/');
    const [row] = await db()
      .select({
        id: vehicleModels.id,
        description: vehicleModels.description,
        faq: vehicleModels.faq,
        pros: vehicleModels.pros,
        cons: vehicleModels.cons,
        localized: vehicleModels.localized,
        reviewTitle: expertReviews.title,
        reviewVerdict: expertReviews.verdict,
        reviewLocalized: expertReviews.localized,
      })
      .from(vehicleModels)
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .leftJoin(expertReviews, eq(expertReviews.modelId, vehicleModels.id))
      .where(
        and(
          eq(vehicleModels.vertical, vertical),
          eq(brands.slug, brandSlug),
          eq(vehicleModels.slug, modelSlug),
        ),
      );
    expect(row).toBeDefined();
    return row;
  }

  // The reviews here are the short ones of models without a long review (model-expert-review.test.ts has those).
  it('answers a truck model page in Hindi: description, FAQ, pros, cons and the expert review', async () => {
    const hi = await detail('truck', 'tata-motors/ace-pro', 'hi');
    const row = await stored('truck', 'tata-motors/ace-pro');
    expect(hi.model.description).toBe(row.localized.hi?.description);
    expect(hi.model.description).toMatch(/[\u0900-\u097F]/);
    expect(hi.model.faq).toEqual(row.localized.hi?.faq);
    expect(hi.model.faq[0].question).toBe('Tata Ace Pro की कीमत क्या है?');
    expect(hi.model.pros).toEqual(row.localized.hi?.pros);
    expect(hi.model.cons).toEqual(row.localized.hi?.cons);
    expect(hi.expertReview?.title).toBe('Tata Ace Pro विशेषज्ञ समीक्षा');
    expect(hi.expertReview?.verdict).toContain(row.localized.hi?.description ?? '—');
    expect(hi.expertReview?.verdict).toContain('क्या पसंद आया');
    // The rating, author and date are the same review's.
    const en = await detail('truck', 'tata-motors/ace-pro');
    expect(en.model.description).toBe(row.description);
    expect(en.model.faq).toEqual(row.faq);
    expect(en.expertReview?.title).toBe(row.reviewTitle);
    expect(en.expertReview?.verdict).toBe(row.reviewVerdict);
    expect(hi.expertReview).toMatchObject({
      author: en.expertReview?.author,
      rating: en.expertReview?.rating,
      publishedAt: en.expertReview?.publishedAt,
    });
  });

  it('answers a bus model page in Tamil and a three-wheeler in Telugu, with the reviews translated', async () => {
    const bus = await detail('bus', 'ashok-leyland/viking', 'ta');
    const busRow = await stored('bus', 'ashok-leyland/viking');
    expect(bus.model.description).toBe(busRow.localized.ta?.description);
    expect(bus.model.description).toMatch(/[\u0B80-\u0BFF]/);
    expect(bus.model.faq).toEqual(busRow.localized.ta?.faq);
    expect(bus.model.pros).toEqual(busRow.localized.ta?.pros);
    expect(bus.model.cons).toEqual(busRow.localized.ta?.cons);
    expect(bus.expertReview?.title).toBe(busRow.reviewLocalized?.ta?.title);
    expect(bus.expertReview?.title).toContain('நிபுணர் மதிப்புரை');
    expect(bus.expertReview?.verdict).toBe(busRow.reviewLocalized?.ta?.verdict);

    const auto = await detail('three-wheeler', 'bajaj/riki-p40', 'te');
    const autoRow = await stored('three-wheeler', 'bajaj/riki-p40');
    expect(auto.model.description).toBe(autoRow.localized.te?.description);
    expect(auto.model.description).toMatch(/[\u0C00-\u0C7F]/);
    expect(auto.model.faq).toEqual(autoRow.localized.te?.faq);
    expect(auto.expertReview?.title).toContain('నిపుణుల సమీక్ష');
  });

  it('keeps each language apart in the caches: the same model in en, hi, en, pa, hi', async () => {
    const answers: Record<string, string> = {};
    for (const locale of ['en', 'hi', 'en', 'pa', 'hi', 'mr', 'ta', 'te']) {
      const page = await detail('bus', 'ashok-leyland/mitr', locale);
      answers[locale] ??= page.model.description;
      expect(page.model.description).toBe(answers[locale]);
    }
    expect(new Set(Object.values(answers)).size).toBe(6);
    // Without a locale the page is English.
    expect((await detail('bus', 'ashok-leyland/mitr')).model.description).toBe(answers.en);
  });

  it('gives each language its own HTTP cache entry: ETag per locale, no 304 across languages', async () => {
    const url = (locale: string) =>
      `/api/buses/model-detail?brandSlug=tata-motors&modelSlug=starbus-school&locale=${locale}`;
    const hi = await get(url('hi'));
    const ta = await get(url('ta'));
    expect(hi.headers.etag).toBeTruthy();
    expect(ta.headers.etag).not.toBe(hi.headers.etag);
    expect(normalisedKey(url('hi'))).not.toBe(normalisedKey(url('ta')));
    const taWithHiTag = await api.app.inject({
      method: 'GET',
      url: url('ta'),
      headers: { 'if-none-match': String(hi.headers.etag) },
    });
    expect(taWithHiTag.statusCode).toBe(200);
    expect(modelDetailSchema.parse(taWithHiTag.json()).model.description).toMatch(/[\u0B80-\u0BFF]/);
    const hiAgain = await api.app.inject({
      method: 'GET',
      url: url('hi'),
      headers: { 'if-none-match': String(hi.headers.etag) },
    });
    expect(hiAgain.statusCode).toBe(304);
  });

  it('falls back to English field by field when a language lacks a text', async () => {
    const row = await stored('bus', 'ashok-leyland/viking');
    const marathiFaq = row.localized.mr?.faq;
    expect(marathiFaq?.length).toBeGreaterThan(0);
    // Marathi keeps only its FAQ; Punjabi has nothing; the Marathi review keeps only its title.
    await db()
      .update(vehicleModels)
      .set({
        localized: sql`(${vehicleModels.localized} - 'pa') || jsonb_build_object('mr', jsonb_build_object('faq', ${vehicleModels.localized} -> 'mr' -> 'faq', 'pros', '[]'::jsonb, 'description', ''))`,
      })
      .where(eq(vehicleModels.id, row.id));
    await db()
      .update(expertReviews)
      .set({
        localized: sql`jsonb_build_object('mr', jsonb_build_object('title', ${expertReviews.localized} -> 'mr' -> 'title'))`,
      })
      .where(eq(expertReviews.modelId, row.id));
    invalidateCatalogue(api.database.db);

    const mr = await detail('bus', 'ashok-leyland/viking', 'mr');
    expect(mr.model.faq).toEqual(marathiFaq);
    expect(mr.model.description).toBe(row.description);
    expect(mr.model.pros).toEqual(row.pros);
    expect(mr.model.cons).toEqual(row.cons);
    expect(mr.expertReview?.title).toBe(row.reviewLocalized?.mr?.title);
    expect(mr.expertReview?.verdict).toBe(row.reviewVerdict);

    const pa = await detail('bus', 'ashok-leyland/viking', 'pa');
    expect(pa.model).toMatchObject({
      description: row.description,
      faq: row.faq,
      pros: row.pros,
      cons: row.cons,
    });
    expect(pa.expertReview).toMatchObject({ title: row.reviewTitle, verdict: row.reviewVerdict });
    // The other languages are untouched.
    const hi = await detail('bus', 'ashok-leyland/viking', 'hi');
    expect(hi.model.description).toBe(row.localized.hi?.description);
  });

  it.each([
    'trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-gold',
    'buses/model-detail?brandSlug=tata-motors&modelSlug=starbus-school',
    'three-wheelers/model-detail?brandSlug=bajaj&modelSlug=riki-p40',
    'buses/filter-page?pageSize=5',
    'three-wheelers/compare?variantSlugs=x',
    'bus-models?_limit=1',
  ])('rejects a locale outside the six with 400: %s', async (call) => {
    const param = call.includes('-models?') ? '_locale' : 'locale';
    for (const locale of ['fr', 'HI', 'en-IN', '']) {
      const response = await get(`/api/${call}&${param}=${encodeURIComponent(locale)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/locale/);
    }
    for (const locale of ['en', 'hi', 'mr', 'pa', 'ta', 'te']) {
      const response = await get(`/api/${call}&${param}=${locale}`);
      expect([200, 404]).toContain(response.statusCode);
    }
  });
});
