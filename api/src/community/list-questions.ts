import type { CommunityVertical, QuestionListResponse } from '@cvb/contracts';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { communityAnswers, communityQuestions } from '../db/schema-community';
import { toCommunityQuestion } from './community-records';

export interface QuestionListRequest {
  vertical: CommunityVertical;
  _start: number;
  _limit: number;
}

/** A vertical's questions, newest first, each with its answers (oldest first). Everyone may read them. */
export async function listQuestions(db: Db, request: QuestionListRequest): Promise<QuestionListResponse> {
  const inVertical = eq(communityQuestions.vertical, request.vertical);
  const questions = await db
    .select()
    .from(communityQuestions)
    .where(inVertical)
    .orderBy(desc(communityQuestions.createdAt), desc(communityQuestions.id))
    .limit(request._limit)
    .offset(request._start);
  const [{ total }] = await db.select({ total: count() }).from(communityQuestions).where(inVertical);
  const answers =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(communityAnswers)
          .where(
            inArray(
              communityAnswers.questionId,
              questions.map((question) => question.id),
            ),
          )
          .orderBy(asc(communityAnswers.createdAt), asc(communityAnswers.id));
  return {
    questions: questions.map((question) =>
      toCommunityQuestion(
        question,
        answers.filter((answer) => answer.questionId === question.id),
      ),
    ),
    total: Number(total),
  };
}
