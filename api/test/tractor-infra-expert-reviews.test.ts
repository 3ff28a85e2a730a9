import { modelDetailSchema } from '@cvb/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { brands, vehicleModels } from '../src/db/schema';
import { expertReviewArticles } from '../src/db/schema-media';
import { expertReviews } from '../src/db/schema-reviews';
import { testDatabases, useTestApi } from './databases';

jest.setTimeout(120_000);

const OTHER_LOCALES = ['hi', 'mr', 'pa', 'ta', 'te'] as const;
/** A letter of each language's script, so a translation cannot be an English copy. */
const SCRIPT: Record<(typeof OTHER_LOCALES)[number], RegExp> = {
  hi: /[\u0900-\u097F]/,
  mr: /[\u0900-\u097F]/,
  pa: /[\u0A00-\u0A7F]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
};

describe.each(testDatabases)('expert reviews of tractors and construction machines on %s', (kind) => {
  const api = useTestApi(kind);
  const db = () => api.database.db;

  it('gives every tractor and machine an expert review in six languages, written from its own content', async () => {
    const rows = await db()
      .select({
        vertical: vehicleModels.vertical,
        description: vehicleModels.description,
        localized: vehicleModels.localized,
        title: expertReviews.title,
        verdict: expertReviews.verdict,
        rating: expertReviews.rating,
        reviewLocalized: expertReviews.localized,
      })
      .from(vehicleModels)
      .leftJoin(expertReviews, eq(expertReviews.modelId, vehicleModels.id))
      .where(inArray(vehicleModels.vertical, ['tractor', 'infra']));
    expect(rows.filter((row) => row.vertical === 'tractor').length).toBeGreaterThanOrEqual(120);
    expect(rows.filter((row) => row.vertical === 'infra').length).toBeGreaterThanOrEqual(80);
    for (const row of rows) {
      expect(row.title).toMatch(/expert review$/);
      expect(row.verdict?.startsWith(row.description)).toBe(true);
      expect(row.rating).toBeGreaterThanOrEqual(1);
      expect(row.rating).toBeLessThanOrEqual(5);
      for (const locale of OTHER_LOCALES) {
        const review = row.reviewLocalized?.[locale];
        expect(review?.verdict?.startsWith(row.localized[locale]?.description ?? '-')).toBe(true);
        expect(review?.title).toMatch(SCRIPT[locale]);
      }
    }
  });

  it('shows a tractor’s expert review in Hindi and an excavator’s in Tamil on the model page', async () => {
    // Models without a long review under /expert-reviews, which their page would show instead.
    const [tractor] = await db()
      .select({ brandSlug: brands.slug, slug: vehicleModels.slug })
      .from(vehicleModels)
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .leftJoin(expertReviewArticles, eq(expertReviewArticles.modelId, vehicleModels.id))
      .where(and(eq(vehicleModels.vertical, 'tractor'), isNull(expertReviewArticles.id)))
      .limit(1);
    const [excavator] = await db()
      .select({ brandSlug: brands.slug, slug: vehicleModels.slug })
      .from(vehicleModels)
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .leftJoin(expertReviewArticles, eq(expertReviewArticles.modelId, vehicleModels.id))
      .where(and(eq(vehicleModels.bodyType, 'excavator'), isNull(expertReviewArticles.id)))
      .limit(1);
    const detail = async (prefix: string, model: { brandSlug: string; slug: string }, locale: string) => {
      const response = await api.app.inject({
        method: 'GET',
        url: `/api/${prefix}/model-detail?brandSlug=${model.brandSlug}&modelSlug=${model.slug}&locale=${locale}`,
      });
      expect(response.statusCode).toBe(200);
      return modelDetailSchema.parse(response.json());
    };
    const hindi = await detail('tractors', tractor, 'hi');
    expect(hindi.expertReview?.title).toMatch(/विशेषज्ञ समीक्षा$/);
    expect(hindi.expertReview?.verdict).toContain('क्या पसंद आया');
    const tamil = await detail('infra', excavator, 'ta');
    expect(tamil.expertReview?.title).toMatch(/நிபுணர் மதிப்புரை$/);
    expect(tamil.expertReview?.verdict).toContain(tamil.model.description);
  });
});
