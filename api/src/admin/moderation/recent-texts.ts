import type { ModerationKind } from '@cvb/contracts';
import { and, eq, gte, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { usedVehicleAds } from '../../db/schema-ads';
import { communityAnswers, communityQuestions } from '../../db/schema-community';
import { vehicleReviews } from '../../db/schema-reviews';

/** An ad repeats another when it is the same vehicle with the same text (a dealer's boilerplate is fine). */
export function adRepeatText(ad: {
  brand: string;
  model: string;
  vehicleNumber: string;
  description: string;
}): string {
  return `${ad.brand} ${ad.model} ${ad.vehicleNumber} ${ad.description}`;
}

/** How far back a repeat of the same user's text counts. */
export const REPEAT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The texts `userId` posted of this kind in the repeat window (any moderation state), except item `exceptId`
 * (the one being edited or replaced).
 */
export async function recentTextsOf(
  db: Db,
  kind: ModerationKind,
  userId: number,
  now: Date,
  exceptId = 0,
): Promise<string[]> {
  const since = new Date(now.getTime() - REPEAT_WINDOW_MS);
  switch (kind) {
    case 'review': {
      const rows = await db
        .select({ title: vehicleReviews.title, description: vehicleReviews.description })
        .from(vehicleReviews)
        .where(
          and(
            eq(vehicleReviews.userId, userId),
            gte(vehicleReviews.createdAt, since),
            ne(vehicleReviews.id, exceptId),
          ),
        );
      return rows.flatMap((row) => [row.title, row.description]);
    }
    case 'question': {
      const rows = await db
        .select({ title: communityQuestions.title, details: communityQuestions.details })
        .from(communityQuestions)
        .where(
          and(
            eq(communityQuestions.userId, userId),
            gte(communityQuestions.createdAt, since),
            ne(communityQuestions.id, exceptId),
          ),
        );
      return rows.flatMap((row) => [row.title, row.details]);
    }
    case 'answer': {
      const rows = await db
        .select({ body: communityAnswers.body })
        .from(communityAnswers)
        .where(
          and(
            eq(communityAnswers.userId, userId),
            gte(communityAnswers.createdAt, since),
            ne(communityAnswers.id, exceptId),
          ),
        );
      return rows.map((row) => row.body);
    }
    case 'ad': {
      const rows = await db
        .select({
          brand: usedVehicleAds.brand,
          model: usedVehicleAds.model,
          vehicleNumber: usedVehicleAds.vehicleNumber,
          description: usedVehicleAds.description,
        })
        .from(usedVehicleAds)
        .where(
          and(
            eq(usedVehicleAds.userId, userId),
            gte(usedVehicleAds.createdAt, since),
            ne(usedVehicleAds.id, exceptId),
          ),
        );
      return rows.map(adRepeatText);
    }
  }
}
