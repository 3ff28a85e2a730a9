import {
  reviewListResponseSchema,
  reviewRecordedResponseSchema,
  type ReviewListQuery,
  type ReviewListResponse,
  type ReviewRecordedResponse,
  type ReviewRequest,
} from '@cvb/contracts';
import { isAxiosError } from 'axios';
import { getParsed } from './get-parsed';
import { getHttp } from './http';

/** A model's reviews, newest first, with the overall and per-attribute averages (`rate-vehicle/getdata`). */
export function fetchReviews(query: ReviewListQuery, signal?: AbortSignal): Promise<ReviewListResponse> {
  return getParsed('rate-vehicle/getdata', reviewListResponseSchema, query, signal);
}

/** Records the signed-in user's review (`POST general/review`); rejects with 401 when nobody is signed in. */
export async function postReview(review: ReviewRequest): Promise<ReviewRecordedResponse> {
  const response = await getHttp().post<unknown>('general/review', review);
  return reviewRecordedResponseSchema.parse(response.data);
}

/** True when the API refused a call because nobody is signed in. */
export function isLoginRequired(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 401;
}
