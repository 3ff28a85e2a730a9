import type { ExpertReview, VehicleVertical } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vehicleModels } from '../../db/schema';
import { expertReviews } from '../../db/schema-reviews';

/** The editor's review of each model of a vertical that has one, by model id (the catalogue snapshot's query). */
export async function queryExpertReviews(
  db: Db,
  vertical: VehicleVertical,
): Promise<Map<number, ExpertReview>> {
  const rows = await db
    .select({
      modelId: expertReviews.modelId,
      title: expertReviews.title,
      verdict: expertReviews.verdict,
      author: expertReviews.author,
      rating: expertReviews.rating,
      publishedAt: expertReviews.publishedAt,
    })
    .from(expertReviews)
    .innerJoin(vehicleModels, eq(vehicleModels.id, expertReviews.modelId))
    .where(eq(vehicleModels.vertical, vertical));
  return new Map(
    rows.map(({ modelId, ...review }) => [modelId, { ...review, rating: Number(review.rating) }]),
  );
}
