import {
  COMMUNITY_MESSAGES,
  MODERATION_MESSAGES,
  type AccountUser,
  type AnswerPostedResponse,
  type CommunityVertical,
  type LocaleCode,
  type QuestionPostedResponse,
} from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import { initialModeration } from '../admin/moderation/check-new-item';
import type { Db } from '../db/database';
import { communityAnswers, communityQuestions } from '../db/schema-community';
import { toCommunityAnswer, toCommunityQuestion } from './community-records';

/** The question is gone (or never was); the error handler answers 404. */
export class QuestionNotFoundError extends Error {
  readonly statusCode = 404;
  override readonly name = 'QuestionNotFoundError';
  constructor() {
    super(COMMUNITY_MESSAGES.questionNotFound);
  }
}

/**
 * Stores a signed-in user's question as plain text, verbatim (after trimming); a link, phone number or repeat
 * of their recent text holds it for an editor's check.
 */
export async function askQuestion(
  db: Db,
  user: AccountUser,
  question: { vertical: CommunityVertical; title: string; details: string; locale?: LocaleCode },
): Promise<QuestionPostedResponse> {
  const moderation = await initialModeration(db, 'question', user.id, [question.title, question.details]);
  const [row] = await db
    .insert(communityQuestions)
    .values({ ...question, ...moderation, userId: user.id, authorName: user.name })
    .returning();
  const held = moderation.moderation === 'held';
  return {
    message: held ? MODERATION_MESSAGES.held : COMMUNITY_MESSAGES.questionPosted,
    held,
    question: toCommunityQuestion(row, [], user.id),
  };
}

export async function answerQuestion(
  db: Db,
  user: AccountUser,
  questionId: number,
  body: string,
): Promise<AnswerPostedResponse> {
  const [question] = await db
    .select({ id: communityQuestions.id })
    .from(communityQuestions)
    .where(and(eq(communityQuestions.id, questionId), eq(communityQuestions.moderation, 'live')));
  if (!question) throw new QuestionNotFoundError();
  const moderation = await initialModeration(db, 'answer', user.id, [body]);
  const [row] = await db
    .insert(communityAnswers)
    .values({ questionId, body, ...moderation, userId: user.id, authorName: user.name })
    .returning();
  const held = moderation.moderation === 'held';
  return {
    message: held ? MODERATION_MESSAGES.held : COMMUNITY_MESSAGES.answerPosted,
    held,
    answer: toCommunityAnswer(row),
  };
}
