import { isAxiosError } from 'axios';

/** The API's own message of a refused call (400, 401, 403, 409…), or null when the call never got an answer. */
export function failureMessage(error: unknown): string | null {
  if (!isAxiosError(error) || !error.response) return null;
  const { data } = error.response;
  return typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
    ? data.message
    : null;
}
