import type {
  AutoExpoResponse,
  ContactRequest,
  HeaderDataResponse,
  HeaderSearchResponse,
  LocaleCode,
  MessageResponse,
} from '@cvb/contracts';
import { isAxiosError } from 'axios';
import { isErrorResponse } from './answer-shapes';
import { getJson } from './get-json';
import { getHttp } from './http';

/** Header typeahead: hits for the typed text (empty on focus), trending models and top stories. */
export function fetchHeaderSearch(
  searchQuery: string,
  city: string | undefined,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<HeaderSearchResponse> {
  return getJson('general/search', { searchQuery, city, locale }, signal);
}

/** Popular brands, models and comparisons of the header's menus. */
export function fetchHeaderData(locale: LocaleCode, signal?: AbortSignal): Promise<HeaderDataResponse> {
  return getJson('general/header-data', { locale }, signal);
}

export function fetchAutoExpo2025(locale: LocaleCode, signal?: AbortSignal): Promise<AutoExpoResponse> {
  return getJson('general/auto-expo-2025', { locale }, signal);
}

/** Footer newsletter; resolves on 201 (new or repeated address), rejects on a 400 (see badRequestMessage). */
export async function postSubscription(email: string): Promise<MessageResponse> {
  const response = await getHttp().post<MessageResponse>('general/subscribe', {
    email,
    category: 'subscription',
  });
  return response.data;
}

export async function postContactMessage(request: ContactRequest): Promise<MessageResponse> {
  const response = await getHttp().post<MessageResponse>('general/contact', request);
  return response.data;
}

/** The API's message of a 400 answer (a docs/domain.md#field-rules message for the forms above), or null for other failures. */
export function badRequestMessage(error: unknown): string | null {
  if (!isAxiosError(error) || error.response?.status !== 400) return null;
  const data: unknown = error.response.data;
  return isErrorResponse(data) ? data.message : null;
}
