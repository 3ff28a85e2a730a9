import type {
  EditQuestionRequest,
  AnswerPostedResponse,
  AskQuestionRequest,
  QuestionListQuery,
  QuestionDeletedResponse,
  QuestionListResponse,
  QuestionPostedResponse,
} from '@cvb/contracts';
import { getJson } from './get-json';
import { getHttp } from './http';

/** A vertical's community questions, newest first, with their answers. */
export function fetchCommunityQuestions(
  query: QuestionListQuery,
  signal?: AbortSignal,
): Promise<QuestionListResponse> {
  return getJson('community/questions', query, signal);
}

/** Asks a question (signed-in users; 401 otherwise). */
export async function postCommunityQuestion(question: AskQuestionRequest): Promise<QuestionPostedResponse> {
  const response = await getHttp().post<QuestionPostedResponse>('community/questions', question);
  return response.data;
}

export async function postCommunityAnswer(questionId: number, body: string): Promise<AnswerPostedResponse> {
  const response = await getHttp().post<AnswerPostedResponse>(`community/questions/${questionId}/answers`, {
    body,
  });
  return response.data;
}

/** PATCH community/questions/:id: the asker's new title or details (403 for someone else's question). */
export async function editCommunityQuestion(
  questionId: number,
  change: EditQuestionRequest,
): Promise<QuestionPostedResponse> {
  const response = await getHttp().patch<QuestionPostedResponse>(`community/questions/${questionId}`, change);
  return response.data;
}

/** DELETE community/questions/:id: the asker deletes their question with its answers. */
export async function deleteCommunityQuestion(questionId: number): Promise<void> {
  await getHttp().delete<QuestionDeletedResponse>(`community/questions/${questionId}`);
}
