import { isAxiosError } from 'axios';
import type { ApiData } from '@cvb/api-client';

/** True when the API answered 404: the brand, model, variant or city in the path does not exist. */
export function isNotFound<T>(result: ApiData<T>): boolean {
  return result.status === 'error' && isAxiosError(result.error) && result.error.response?.status === 404;
}
