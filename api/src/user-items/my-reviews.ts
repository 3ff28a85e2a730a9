import { REVIEW_ATTRIBUTES, type MyReviewsResponse } from '@cvb/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, vehicleModels } from '../db/schema';
import { vehicleReviews } from '../db/schema-reviews';
import { modelLink } from '../search/vertical-sections';

/** The rated attributes, as the reviews table names its columns. */
const RATING_COLUMNS = REVIEW_ATTRIBUTES;

type Ratings = Record<(typeof RATING_COLUMNS)[number], number | null>;

/** Mean of the ratings the reviewer gave (the truck-only ones may be empty), one decimal. */
function meanRating(ratings: Ratings): number {
  const given = RATING_COLUMNS.map((column) => ratings[column]).filter((value) => value !== null);
  const sum = given.reduce((total, value) => total + value, 0);
  return given.length === 0 ? 0 : Math.round((sum / given.length) * 10) / 10;
}

/** The user's reviews with the model they are about, newest first. */
export async function reviewsOfUser(db: Db, userId: number): Promise<MyReviewsResponse> {
  const rows = await db
    .select({
      id: vehicleReviews.id,
      title: vehicleReviews.title,
      description: vehicleReviews.description,
      moderation: vehicleReviews.moderation,
      moderationReason: vehicleReviews.moderationReason,
      createdAt: vehicleReviews.createdAt,
      modelName: vehicleModels.name,
      modelSlug: vehicleModels.slug,
      vertical: vehicleModels.vertical,
      brandName: brands.name,
      brandSlug: brands.slug,
      ...Object.fromEntries(RATING_COLUMNS.map((column) => [column, vehicleReviews[column]])),
    })
    .from(vehicleReviews)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleReviews.modelId))
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(eq(vehicleReviews.userId, userId))
    .orderBy(desc(vehicleReviews.createdAt), desc(vehicleReviews.id));
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      title: row.title,
      modelName: row.modelName,
      brandName: row.brandName,
      vertical: row.vertical,
      modelPath: modelLink(row.vertical, row.brandSlug, row.modelSlug),
      rating: meanRating(row as unknown as Ratings),
      createdAt: row.createdAt.toISOString(),
      moderation: row.moderation,
      moderationReason: row.moderationReason,
      description: row.description,
      ratings: Object.fromEntries(
        RATING_COLUMNS.map((column) => [column, (row as unknown as Ratings)[column]]),
      ),
    })),
  };
}
