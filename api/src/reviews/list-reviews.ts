import { REVIEWS_FEW, type ReviewListResponse, type VehicleVertical } from '@cvb/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { vehicleReviews } from '../db/schema-reviews';
import { reviewSummaryOf } from '../catalogue/engine/review-summary';
import { findReviewedModel } from './model-ref';
import { ModelNotFoundError } from './model-not-found';
import { toReviewItem } from './review-item';

export interface ReviewListRequest {
  vertical: VehicleVertical;
  brandSlug: string;
  modelSlug: string;
  scope: 'all' | 'few';
  _start: number;
  _limit?: number;
}

const ALL_DEFAULT_LIMIT = 20;

/** A model's public (live) reviews, newest first ("few": the newest REVIEWS_FEW), with the aggregates of all of them. */
export async function listReviews(db: Db, request: ReviewListRequest): Promise<ReviewListResponse> {
  const model = await findReviewedModel(db, request.vertical, request.brandSlug, request.modelSlug);
  if (!model) throw new ModelNotFoundError();
  const few = request.scope === 'few';
  const limit = few
    ? Math.min(request._limit ?? REVIEWS_FEW, REVIEWS_FEW)
    : (request._limit ?? ALL_DEFAULT_LIMIT);
  const rows = await db
    .select()
    .from(vehicleReviews)
    .where(and(eq(vehicleReviews.modelId, model.id), eq(vehicleReviews.moderation, 'live')))
    .orderBy(desc(vehicleReviews.createdAt), desc(vehicleReviews.id))
    .limit(limit)
    .offset(few ? 0 : request._start);
  const summary = await reviewSummaryOf(db, model.id);
  return { summary, reviews: rows.map(toReviewItem), total: summary.count };
}
