import {
  answerPostedResponseSchema,
  questionListResponseSchema,
  questionDeletedResponseSchema,
  questionPostedResponseSchema,
  type EditQuestionRequest,
  type AnswerPostedResponse,
  type AskQuestionRequest,
  type QuestionListQuery,
  type QuestionListResponse,
  type QuestionPostedResponse,
} from '@cvb/contracts';
import { getParsed } from './get-parsed';
import { getHttp } from './http';

/** A vertical's community questions, newest first, with their answers. */
export function fetchCommunityQuestions(
  query: QuestionListQuery,
  signal?: AbortSignal,
): Promise<QuestionListResponse> {
  return getParsed('community/questions', questionListResponseSchema, query, signal);
}

/** Asks a question (signed-in users; 401 otherwise). */
export async function postCommunityQuestion(question: AskQuestionRequest): Promise<QuestionPostedResponse> {
  const response = await getHttp().post<unknown>('community/questions', question);
  return questionPostedResponseSchema.parse(response.data);
}

export async function postCommunityAnswer(questionId: number, body: string): Promise<AnswerPostedResponse> {
  const response = await getHttp().post<unknown>(`community/questions/${questionId}/answers`, { body });
  return answerPostedResponseSchema.parse(response.data);
}

/** PATCH community/questions/:id: the asker's new title or details (403 for someone else's question). */
export async function editCommunityQuestion(
  questionId: number,
  change: EditQuestionRequest,
): Promise<QuestionPostedResponse> {
  const response = await getHttp().patch<unknown>(`community/questions/${questionId}`, change);
  return questionPostedResponseSchema.parse(response.data);
}

/** DELETE community/questions/:id: the asker deletes their question with its answers. */
export async function deleteCommunityQuestion(questionId: number): Promise<void> {
  const response = await getHttp().delete<unknown>(`community/questions/${questionId}`);
  questionDeletedResponseSchema.parse(response.data);
}
