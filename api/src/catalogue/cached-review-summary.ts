import type { ReviewSummary } from '@cvb/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { cachedAnswersOf } from './answer-cache';
import { readThrough } from './engine/catalogue-cache';
import { reviewSummaryOf } from './engine/review-summary';
import { announceReviewChange, followReviewChanges } from './review-change-feed';

/**
 * The visitors' review summary of every model asked for so far, by model id, kept beside the catalogue snapshot
 * (dropped with it by `invalidateCatalogue`), so a model page answers from memory like the rest of the snapshot.
 */
function summariesOf(db: Db): Promise<Map<number, Promise<ReviewSummary>>> {
  return readThrough(db, 'review-summaries', async () => new Map<number, Promise<ReviewSummary>>());
}

/** The model's review summary, computed once and kept until a review of it changes. */
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

/**
 * Forgets the summary of `modelId` (of every model for 'all') and every cached answer, in one step, so no
 * request sees a fresh summary beside an old answer or stores an answer made from the old summary.
 */
async function forgetReviewBased(db: Db, modelId: number | 'all'): Promise<void> {
  const [summaries, answers] = await Promise.all([summariesOf(db), cachedAnswersOf(db)]);
  if (modelId === 'all') summaries.clear();
  else summaries.delete(modelId);
  answers.clear();
}

/**
 * Call after a visitor's review of `modelId` is stored, edited, hidden, restored or deleted (after the write
 * commits): this instance recomputes the summary and the answers on the next request, and every other instance
 * on the same database is told to (`announceReviewChange`).
 */
export async function reviewStored(db: Db, modelId: number): Promise<void> {
  await forgetReviewBased(db, modelId);
  await announceReviewChange(db, modelId);
}

/**
 * Keeps this instance's summaries and answers in step with reviews stored through other instances (replicas
 * behind one database) until the app closes. Whenever the listening connection (re)starts, everything
 * review-based is forgotten, so a change made while it was down is not kept stale beyond the gap.
 */
export async function followReviewChangesOf(app: FastifyInstance, db: Db): Promise<void> {
  const stop = await followReviewChanges(db, {
    changed: (modelId) => void forgetReviewBased(db, modelId),
    missed: () => void forgetReviewBased(db, 'all'),
  });
  app.addHook('onClose', stop);
}
