import {
  MODERATION_MESSAGES,
  REVIEW_RECORDED_MESSAGE,
  TRUCK_REVIEW_ATTRIBUTES,
  type ReviewRecordedResponse,
  type reviewEditRequestSchema,
} from '@cvb/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { initialModeration } from '../admin/moderation/check-new-item';
import { reviewStored } from '../catalogue/cached-review-summary';
import { reviewSummaryOf } from '../catalogue/engine/review-summary';
import type { Db } from '../db/database';
import { vehicleReviews } from '../db/schema-reviews';
import { NotFoundError } from '../http/not-found';
import { toReviewItem } from './review-item';

type ReviewEdit = z.output<typeof reviewEditRequestSchema>;
type ReviewRow = typeof vehicleReviews.$inferSelect;

/** The edit as columns: a truck-only rating is kept only where the review rates it (a truck's review). */
function changedColumns(current: ReviewRow, edit: ReviewEdit): Partial<ReviewRow> {
  const changes: Partial<ReviewRow> = {};
  for (const [key, value] of Object.entries(edit) as [keyof ReviewEdit, ReviewEdit[keyof ReviewEdit]][]) {
    if (value === undefined) continue;
    const truckOnly = (TRUCK_REVIEW_ATTRIBUTES as readonly string[]).includes(key);
    if (truckOnly && current[key] === null) continue;
    Object.assign(changes, { [key]: value });
  }
  return changes;
}

/**
 * The reviewer changes their own review (404 for anyone else's or one an editor deleted). The text is checked
 * again (a link, phone number or repeat holds it); a review an editor hid stays hidden. The model's rating
 * follows at once.
 */
export async function editOwnReview(
  db: Db,
  userId: number,
  id: number,
  edit: ReviewEdit,
): Promise<ReviewRecordedResponse> {
  const [current] = await db
    .select()
    .from(vehicleReviews)
    .where(
      and(
        eq(vehicleReviews.id, id),
        eq(vehicleReviews.userId, userId),
        ne(vehicleReviews.moderation, 'deleted'),
      ),
    );
  if (!current) throw new NotFoundError(`You have no review ${id}`);
  const changes = changedColumns(current, edit);
  const title = changes.title ?? current.title;
  const description = changes.description ?? current.description;
  const recheck = current.moderation === 'live' || current.moderation === 'held';
  const checked = recheck ? await initialModeration(db, 'review', userId, [title, description], id) : {};
  const [row] = await db
    .update(vehicleReviews)
    .set({ ...changes, ...checked })
    .where(eq(vehicleReviews.id, id))
    .returning();
  await reviewStored(db, row.modelId);
  const held = row.moderation === 'held';
  return {
    message: held ? MODERATION_MESSAGES.held : REVIEW_RECORDED_MESSAGE,
    held,
    updated: true,
    review: toReviewItem(row),
    summary: await reviewSummaryOf(db, row.modelId),
  };
}
