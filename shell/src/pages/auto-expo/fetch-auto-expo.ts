import { getParsed } from '@cvb/api-client';
import { autoExpoResponseSchema, type AutoExpoResponse, type LocaleCode } from '@cvb/contracts';

export type AutoExpo = AutoExpoResponse['data'];

/** `general/auto-expo-2025` (services backend): the expo's texts and highlights in one locale. */
export async function fetchAutoExpo(locale: LocaleCode, signal?: AbortSignal): Promise<AutoExpo> {
  const response = await getParsed('general/auto-expo-2025', autoExpoResponseSchema, { locale }, signal);
  return response.data;
}
