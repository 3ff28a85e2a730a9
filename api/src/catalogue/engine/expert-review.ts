import type { ExpertReview } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { expertReviews } from '../../db/schema-reviews';

/** The editor's review of a model, or null when there is none. */
export async function expertReviewOf(db: Db, modelId: number): Promise<ExpertReview | null> {
  const [row] = await db
    .select({
      title: expertReviews.title,
      verdict: expertReviews.verdict,
      author: expertReviews.author,
      rating: expertReviews.rating,
      publishedAt: expertReviews.publishedAt,
    })
    .from(expertReviews)
    .where(eq(expertReviews.modelId, modelId));
  return row ? { ...row, rating: Number(row.rating) } : null;
}
