import type { ExpertReview, VehicleVertical } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vehicleModels } from '../../db/schema';
import { expertReviews } from '../../db/schema-reviews';
import type { LocalizedReviewTexts } from './localized-content';

/** An editor's review in English with its title and verdict in the other languages. */
export interface ExpertReviewRecord {
  review: ExpertReview;
  localized: LocalizedReviewTexts;
}

/** The editor's review of each model of a vertical that has one, by model id (the catalogue snapshot's query). */
export async function queryExpertReviews(
  db: Db,
  vertical: VehicleVertical,
): Promise<Map<number, ExpertReviewRecord>> {
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
      Object.freeze({ review: Object.freeze({ ...review, rating: Number(review.rating) }), localized }),
    ]),
  );
}
