import type {
  ReviewListQuery,
  ReviewListResponse,
  ReviewRecordedResponse,
  ReviewRequest,
} from '@cvb/contracts';
import { isAxiosError } from 'axios';
import { getJson } from './get-json';
import { getHttp } from './http';

/** A model's reviews, newest first, with the overall and per-attribute averages (`rate-vehicle/getdata`). */
export function fetchReviews(query: ReviewListQuery, signal?: AbortSignal): Promise<ReviewListResponse> {
  return getJson('rate-vehicle/getdata', query, signal);
}

/** Records the signed-in user's review (`POST general/review`); rejects with 401 when nobody is signed in. */
export async function postReview(review: ReviewRequest): Promise<ReviewRecordedResponse> {
  const response = await getHttp().post<ReviewRecordedResponse>('general/review', review);
  return response.data;
}

/** True when the API refused a call because nobody is signed in. */
export function isLoginRequired(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 401;
}
