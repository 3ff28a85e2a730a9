import {
  COMMUNITY_MESSAGES,
  type AccountUser,
  type AnswerPostedResponse,
  type CommunityVertical,
  type QuestionPostedResponse,
} from '@cvb/contracts';
import { eq } from 'drizzle-orm';
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

/** Stores a signed-in user's question as plain text, verbatim (after trimming). */
export async function askQuestion(
  db: Db,
  user: AccountUser,
  question: { vertical: CommunityVertical; title: string; details: string },
): Promise<QuestionPostedResponse> {
  const [row] = await db
    .insert(communityQuestions)
    .values({ ...question, userId: user.id, authorName: user.name })
    .returning();
  return { message: COMMUNITY_MESSAGES.questionPosted, question: toCommunityQuestion(row, []) };
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
    .where(eq(communityQuestions.id, questionId));
  if (!question) throw new QuestionNotFoundError();
  const [row] = await db
    .insert(communityAnswers)
    .values({ questionId, body, userId: user.id, authorName: user.name })
    .returning();
  return { message: COMMUNITY_MESSAGES.answerPosted, answer: toCommunityAnswer(row) };
}
