import type { ReviewSummary } from '@cvb/contracts';
import type { Db } from '../db/database';
import { forgetCachedAnswers } from './answer-cache';
import { readThrough } from './engine/catalogue-cache';
import { reviewSummaryOf } from './engine/review-summary';

/** Review summaries per model id, kept beside the catalogue snapshot (dropped with it by `invalidateCatalogue`). */
function summariesOf(db: Db): Promise<Map<number, Promise<ReviewSummary>>> {
  return readThrough(db, 'review-summaries', async () => new Map<number, Promise<ReviewSummary>>());
}

/** The model's review summary, computed once and kept until a review of it is stored. */
export async function cachedReviewSummary(db: Db, modelId: number): Promise<ReviewSummary> {
  const summaries = await summariesOf(db);
  const hit = summaries.get(modelId);
  if (hit) return hit;
  const loading = reviewSummaryOf(db, modelId);
  summaries.set(modelId, loading);
  loading.catch(() => {
    if (summaries.get(modelId) === loading) summaries.delete(modelId);
  });
  return loading;
}

/** Call after a visitor's review of `modelId` is stored: its summary and every cached answer are recomputed. */
export async function reviewStored(db: Db, modelId: number): Promise<void> {
  (await summariesOf(db)).delete(modelId);
  await forgetCachedAnswers(db);
}
