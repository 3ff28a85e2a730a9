import type { CommunityVertical, LocaleCode, QuestionListResponse } from '@cvb/contracts';
import { and, asc, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { communityAnswers, communityQuestions } from '../db/schema-community';
import { toCommunityQuestion } from './community-records';

export interface QuestionListRequest {
  vertical: CommunityVertical;
  locale?: LocaleCode;
  _start: number;
  _limit: number;
}

/**
 * A vertical's live questions, newest first, each with its live answers (oldest first). Everyone may read them;
 * held, hidden and deleted ones are left out. With a locale, the questions asked in that language and those whose
 * language is not known.
 */
export async function listQuestions(
  db: Db,
  request: QuestionListRequest,
  viewerId?: number,
): Promise<QuestionListResponse> {
  const inVertical = and(
    eq(communityQuestions.vertical, request.vertical),
    eq(communityQuestions.moderation, 'live'),
    request.locale === undefined
      ? undefined
      : or(eq(communityQuestions.locale, request.locale), isNull(communityQuestions.locale)),
  );
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
            and(
              inArray(
                communityAnswers.questionId,
                questions.map((question) => question.id),
              ),
              eq(communityAnswers.moderation, 'live'),
            ),
          )
          .orderBy(asc(communityAnswers.createdAt), asc(communityAnswers.id));
  return {
    questions: questions.map((question) =>
      toCommunityQuestion(
        question,
        answers.filter((answer) => answer.questionId === question.id),
        viewerId,
      ),
    ),
    total: Number(total),
  };
}
