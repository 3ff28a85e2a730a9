import {
  ACTIONS_NEEDING_REASON,
  MODERATION_MESSAGES,
  type EditorModerationAction,
  type ModerationActionResponse,
  type ModerationKind,
  type ModerationStatus,
} from '@cvb/contracts';
import { reviewStored } from '../../catalogue/cached-review-summary';
import type { Db } from '../../db/database';
import { moderationActions } from '../../db/schema-moderation';
import { BadRequestError } from '../../http/bad-request';
import { NotFoundError } from '../../http/not-found';
import { changeModeration, itemState } from './moderated-tables';

/** Which states each editor's action applies to, and the state it leaves the item in. */
const TRANSITIONS: Record<
  EditorModerationAction,
  { from: readonly ModerationStatus[]; to: ModerationStatus }
> = {
  approve: { from: ['held'], to: 'live' },
  reject: { from: ['held'], to: 'rejected' },
  hide: { from: ['live', 'held'], to: 'hidden' },
  restore: { from: ['hidden', 'rejected'], to: 'live' },
  delete: { from: ['live', 'held', 'hidden', 'rejected'], to: 'deleted' },
};

export interface ModerationDecision {
  kind: ModerationKind;
  id: number;
  action: EditorModerationAction;
  reason: string;
  editorId: number;
  now: Date;
}

/**
 * An editor approves, rejects, hides, restores or deletes a visitor's item; taking down or refusing needs a
 * reason. The decision is logged (who, when, why); a review's model rating and the cached answers follow.
 */
export async function moderateItem(db: Db, decision: ModerationDecision): Promise<ModerationActionResponse> {
  const { kind, id, action, reason, editorId, now } = decision;
  if (ACTIONS_NEEDING_REASON.includes(action) && reason.length === 0) {
    throw new BadRequestError(`reason: ${MODERATION_MESSAGES.reasonRequired}`);
  }
  const state = await itemState(db, kind, id);
  if (!state) throw new NotFoundError(MODERATION_MESSAGES.itemNotFound);
  const { from, to } = TRANSITIONS[action];
  const changed = await db.transaction(async (tx) => {
    const written = await changeModeration(tx, kind, id, from, {
      moderation: to,
      moderationReason: reason || null,
      moderatedBy: editorId,
      moderatedAt: now,
    });
    if (written) {
      await tx
        .insert(moderationActions)
        .values({ kind, itemId: id, action, reason, editorId, createdAt: now });
    }
    return written;
  });
  if (!changed) throw new BadRequestError(MODERATION_MESSAGES.notAllowed);
  if (state.modelId !== null) await reviewStored(db, state.modelId);
  return { kind, id, status: to };
}
