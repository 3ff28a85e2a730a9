import type { ModerationKind, ModerationStatus } from '@cvb/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { usedVehicleAds } from '../../db/schema-ads';
import { communityAnswers, communityQuestions } from '../../db/schema-community';
import { vehicleReviews } from '../../db/schema-reviews';

/** The moderation columns an editor's decision writes. */
export interface ModerationChange {
  moderation: ModerationStatus;
  moderationReason: string | null;
  moderatedBy: number;
  moderatedAt: Date;
}

/** An item's state: its moderation status and, for a review, the model whose rating it counts in. */
export interface ItemState {
  status: ModerationStatus;
  modelId: number | null;
}

/** The item's current state, or null when there is no such item. */
export async function itemState(db: Db, kind: ModerationKind, id: number): Promise<ItemState | null> {
  switch (kind) {
    case 'review': {
      const [row] = await db
        .select({ status: vehicleReviews.moderation, modelId: vehicleReviews.modelId })
        .from(vehicleReviews)
        .where(eq(vehicleReviews.id, id));
      return row ?? null;
    }
    case 'question': {
      const [row] = await db
        .select({ status: communityQuestions.moderation })
        .from(communityQuestions)
        .where(eq(communityQuestions.id, id));
      return row ? { status: row.status, modelId: null } : null;
    }
    case 'answer': {
      const [row] = await db
        .select({ status: communityAnswers.moderation })
        .from(communityAnswers)
        .where(eq(communityAnswers.id, id));
      return row ? { status: row.status, modelId: null } : null;
    }
    case 'ad': {
      const [row] = await db
        .select({ status: usedVehicleAds.moderation })
        .from(usedVehicleAds)
        .where(eq(usedVehicleAds.id, id));
      return row ? { status: row.status, modelId: null } : null;
    }
  }
}

/**
 * Writes `change` to the item when it is still in one of the `from` states (so two editors deciding at once
 * cannot both win); answers whether it was written.
 */
export async function changeModeration(
  db: Db,
  kind: ModerationKind,
  id: number,
  from: readonly ModerationStatus[],
  change: ModerationChange,
): Promise<boolean> {
  const states = [...from];
  switch (kind) {
    case 'review':
      return (
        (
          await db
            .update(vehicleReviews)
            .set(change)
            .where(and(eq(vehicleReviews.id, id), inArray(vehicleReviews.moderation, states)))
            .returning({ id: vehicleReviews.id })
        ).length > 0
      );
    case 'question':
      return (
        (
          await db
            .update(communityQuestions)
            .set(change)
            .where(and(eq(communityQuestions.id, id), inArray(communityQuestions.moderation, states)))
            .returning({ id: communityQuestions.id })
        ).length > 0
      );
    case 'answer':
      return (
        (
          await db
            .update(communityAnswers)
            .set(change)
            .where(and(eq(communityAnswers.id, id), inArray(communityAnswers.moderation, states)))
            .returning({ id: communityAnswers.id })
        ).length > 0
      );
    case 'ad':
      return (
        (
          await db
            .update(usedVehicleAds)
            .set(change)
            .where(and(eq(usedVehicleAds.id, id), inArray(usedVehicleAds.moderation, states)))
            .returning({ id: usedVehicleAds.id })
        ).length > 0
      );
  }
}
