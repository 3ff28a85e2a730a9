import type { FarmImplement, ImplementList, ImplementListQuery, LocaleCode } from '@cvb/contracts';
import { getJson } from './get-json';

/** GET tractors/implements: by type, brand and the tractor HP that pulls them, with counts per type and brand. */
export function fetchImplements(query: ImplementListQuery, signal?: AbortSignal): Promise<ImplementList> {
  return getJson('tractors/implements', query, signal);
}

/** GET tractors/implements/:slug in one locale. */
export function fetchImplement(
  slug: string,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<FarmImplement> {
  return getJson(`tractors/implements/${encodeURIComponent(slug)}`, { locale }, signal);
}
