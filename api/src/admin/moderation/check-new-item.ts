import type { HoldReason, ModerationKind } from '@cvb/contracts';
import type { Db } from '../../db/database';
import { holdReasonOf } from './auto-hold';
import { recentTextsOf } from './recent-texts';

/** The moderation columns a new or edited item is stored with: live, or held with the check's reason. */
export interface InitialModeration {
  moderation: 'live' | 'held';
  holdReason: HoldReason | null;
  moderationReason: null;
  moderatedBy: null;
  moderatedAt: null;
}

/** Runs the automatic check on the texts of a user's new (or edited, `exceptId`) item of `kind`. */
export async function initialModeration(
  db: Db,
  kind: ModerationKind,
  userId: number,
  texts: readonly string[],
  exceptId = 0,
): Promise<InitialModeration> {
  const recent = await recentTextsOf(db, kind, userId, new Date(), exceptId);
  const holdReason = holdReasonOf(texts, recent);
  return {
    moderation: holdReason ? 'held' : 'live',
    holdReason,
    moderationReason: null,
    moderatedBy: null,
    moderatedAt: null,
  };
}
