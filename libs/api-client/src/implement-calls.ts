import {
  farmImplementSchema,
  implementListSchema,
  type FarmImplement,
  type ImplementList,
  type ImplementListQuery,
  type LocaleCode,
} from '@cvb/contracts';
import { getParsed } from './get-parsed';

/** GET tractors/implements: by type, brand and the tractor HP that pulls them, with counts per type and brand. */
export function fetchImplements(query: ImplementListQuery, signal?: AbortSignal): Promise<ImplementList> {
  return getParsed('tractors/implements', implementListSchema, query, signal);
}

/** GET tractors/implements/:slug in one locale. */
export function fetchImplement(
  slug: string,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<FarmImplement> {
  return getParsed(
    `tractors/implements/${encodeURIComponent(slug)}`,
    farmImplementSchema,
    { locale },
    signal,
  );
}
