import { LOCALE_CODES, pickLocale, type ExpertReview, type VehicleVertical } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vehicleModels } from '../../db/schema';
import { expertReviewArticles, mediaAuthors } from '../../db/schema-media';
import { expertReviews } from '../../db/schema-reviews';
import { overallRating } from '../../stories-and-videos/expert-review-queries';
import { indiaToday } from '../../time/india-today';
import type { LocalizedReviewTexts } from './localized-content';

/** An editor's review in English with its title and verdict in the other languages. */
export interface ExpertReviewRecord {
  review: ExpertReview;
  localized: LocalizedReviewTexts;
}

/** The short reviews every model has (`expert_reviews`), by model id. */
async function shortReviews(db: Db, vertical: VehicleVertical): Promise<Map<number, ExpertReviewRecord>> {
  const rows = await db
    .select({
      modelId: expertReviews.modelId,
      title: expertReviews.title,
      verdict: expertReviews.verdict,
      author: expertReviews.author,
      rating: expertReviews.rating,
      publishedAt: expertReviews.publishedAt,
      localized: expertReviews.localized,
    })
    .from(expertReviews)
    .innerJoin(vehicleModels, eq(vehicleModels.id, expertReviews.modelId))
    .where(eq(vehicleModels.vertical, vertical));
  return new Map(
    rows.map(({ modelId, localized, ...review }) => [
      modelId,
      { review: { ...review, rating: Number(review.rating) }, localized },
    ]),
  );
}

/** The published long reviews of `/expert-reviews` (`expert_review_articles`), by model id, as the model page shows them. */
async function articleReviews(db: Db, vertical: VehicleVertical): Promise<Map<number, ExpertReviewRecord>> {
  const rows = await db
    .select({
      modelId: expertReviewArticles.modelId,
      slug: expertReviewArticles.slug,
      texts: expertReviewArticles.texts,
      ratings: expertReviewArticles.ratings,
      publishedAt: expertReviewArticles.publishedAt,
      authorName: mediaAuthors.name,
    })
    .from(expertReviewArticles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, expertReviewArticles.modelId))
    .innerJoin(mediaAuthors, eq(mediaAuthors.slug, expertReviewArticles.authorSlug))
    .where(and(eq(vehicleModels.vertical, vertical), eq(expertReviewArticles.published, true)));
  return new Map(
    rows.map((row) => {
      const localized: LocalizedReviewTexts = {};
      for (const locale of LOCALE_CODES) {
        const texts = locale === 'en' ? undefined : row.texts[locale];
        if (texts)
          localized[locale] = {
            title: texts.title,
            verdict: texts.verdict,
            author: pickLocale(row.authorName, locale),
          };
      }
      const review: ExpertReview = {
        title: row.texts.en.title,
        verdict: row.texts.en.verdict,
        author: pickLocale(row.authorName, 'en'),
        rating: overallRating(row.ratings),
        publishedAt: indiaToday(row.publishedAt),
        slug: row.slug,
      };
      return [row.modelId, { review, localized }];
    }),
  );
}

/**
 * The editor's review of each model of a vertical that has one, by model id (the catalogue snapshot's query). A
 * model with a published review on `/expert-reviews` shows that one, linked (one review is the truth); the others
 * their short review.
 */
export async function queryExpertReviews(
  db: Db,
  vertical: VehicleVertical,
): Promise<Map<number, ExpertReviewRecord>> {
  const reviews = await shortReviews(db, vertical);
  for (const [modelId, record] of await articleReviews(db, vertical)) reviews.set(modelId, record);
  return new Map(
    [...reviews].map(([modelId, { review, localized }]) => [
      modelId,
      Object.freeze({ review: Object.freeze(review), localized }),
    ]),
  );
}
