import {
  COMMUNITY_MESSAGES,
  MODERATION_MESSAGES,
  type AccountUser,
  type QuestionPostedResponse,
} from '@cvb/contracts';
import { asc, and, eq, ne } from 'drizzle-orm';
import { initialModeration } from '../admin/moderation/check-new-item';
import type { Db } from '../db/database';
import { communityAnswers, communityQuestions } from '../db/schema-community';
import { toCommunityQuestion } from './community-records';
import { QuestionNotFoundError } from './post-community';

/** Someone else's question: the error handler answers 403. */
export class NotYourQuestionError extends Error {
  readonly statusCode = 403;
  override readonly name = 'NotYourQuestionError';
  constructor() {
    super(COMMUNITY_MESSAGES.notYourQuestion);
  }
}

/** The question if `user` asked it (404 when there is none or an editor deleted it, 403 when it is another's). */
async function ownQuestion(db: Db, user: AccountUser, id: number) {
  const [row] = await db
    .select()
    .from(communityQuestions)
    .where(and(eq(communityQuestions.id, id), ne(communityQuestions.moderation, 'deleted')));
  if (!row) throw new QuestionNotFoundError();
  if (row.userId !== user.id) throw new NotYourQuestionError();
  return row;
}

/**
 * The asker changes their question's title or details; the changed text goes through the automatic check
 * again (a link, phone number or repeat holds it). A question an editor hid or rejected stays so.
 */
export async function editOwnQuestion(
  db: Db,
  user: AccountUser,
  id: number,
  change: { title?: string; details?: string },
): Promise<QuestionPostedResponse> {
  const current = await ownQuestion(db, user, id);
  const title = change.title ?? current.title;
  const details = change.details ?? current.details;
  const checked = await initialModeration(db, 'question', user.id, [title, details], id);
  const recheck = current.moderation === 'live' || current.moderation === 'held';
  const [row] = await db
    .update(communityQuestions)
    .set({ title, details, ...(recheck ? checked : {}) })
    .where(eq(communityQuestions.id, id))
    .returning();
  const answers = await db
    .select()
    .from(communityAnswers)
    .where(and(eq(communityAnswers.questionId, id), eq(communityAnswers.moderation, 'live')))
    .orderBy(asc(communityAnswers.createdAt), asc(communityAnswers.id));
  const held = row.moderation === 'held';
  return {
    message: held ? MODERATION_MESSAGES.held : COMMUNITY_MESSAGES.questionUpdated,
    held,
    question: toCommunityQuestion(row, answers, user.id),
  };
}

/** The asker deletes their question, and its answers with it. */
export async function deleteOwnQuestion(db: Db, user: AccountUser, id: number): Promise<void> {
  await ownQuestion(db, user, id);
  await db.delete(communityQuestions).where(eq(communityQuestions.id, id));
}
