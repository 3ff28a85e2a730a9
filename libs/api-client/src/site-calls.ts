import {
  autoExpoResponseSchema,
  errorResponseSchema,
  headerDataResponseSchema,
  headerSearchResponseSchema,
  messageResponseSchema,
  type AutoExpoResponse,
  type ContactRequest,
  type HeaderDataResponse,
  type HeaderSearchResponse,
  type LocaleCode,
  type MessageResponse,
} from '@cvb/contracts';
import { isAxiosError } from 'axios';
import { getParsed } from './get-parsed';
import { getHttp } from './http';

/** Header typeahead: hits for the typed text (empty on focus), trending models and top stories. */
export function fetchHeaderSearch(
  searchQuery: string,
  city: string | undefined,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<HeaderSearchResponse> {
  return getParsed('general/search', headerSearchResponseSchema, { searchQuery, city, locale }, signal);
}

/** Popular brands, models and comparisons of the header's menus. */
export function fetchHeaderData(locale: LocaleCode, signal?: AbortSignal): Promise<HeaderDataResponse> {
  return getParsed('general/header-data', headerDataResponseSchema, { locale }, signal);
}

export function fetchAutoExpo2025(locale: LocaleCode, signal?: AbortSignal): Promise<AutoExpoResponse> {
  return getParsed('general/auto-expo-2025', autoExpoResponseSchema, { locale }, signal);
}

/** Footer newsletter; resolves on 201 (new or repeated address), rejects on a 400 (see badRequestMessage). */
export async function postSubscription(email: string): Promise<MessageResponse> {
  const response = await getHttp().post<unknown>('general/subscribe', { email, category: 'subscription' });
  return messageResponseSchema.parse(response.data);
}

export async function postContactMessage(request: ContactRequest): Promise<MessageResponse> {
  const response = await getHttp().post<unknown>('general/contact', request);
  return messageResponseSchema.parse(response.data);
}

/** The API's message of a 400 answer (a SPEC §5 message for the forms above), or null for other failures. */
export function badRequestMessage(error: unknown): string | null {
  if (!isAxiosError(error) || error.response?.status !== 400) return null;
  const parsed = errorResponseSchema.safeParse(error.response.data);
  return parsed.success ? parsed.data.message : null;
}
