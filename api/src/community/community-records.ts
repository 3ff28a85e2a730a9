import type { CommunityAnswer, CommunityQuestion } from '@cvb/contracts';
import type { communityAnswers, communityQuestions } from '../db/schema-community';

type QuestionRow = typeof communityQuestions.$inferSelect;
type AnswerRow = typeof communityAnswers.$inferSelect;

/** Public shape of an answer: the author's name, never their user id. */
export function toCommunityAnswer(row: AnswerRow): CommunityAnswer {
  return { id: row.id, body: row.body, authorName: row.authorName, createdAt: row.createdAt.toISOString() };
}

/** `viewerId`: the signed-in reader, so their own questions come marked `mine` (for edit and delete). */
export function toCommunityQuestion(
  row: QuestionRow,
  answers: readonly AnswerRow[],
  viewerId?: number,
): CommunityQuestion {
  return {
    id: row.id,
    vertical: row.vertical,
    title: row.title,
    details: row.details,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    answers: answers.map(toCommunityAnswer),
    mine: viewerId !== undefined && row.userId === viewerId,
  };
}
