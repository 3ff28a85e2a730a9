import type { LocaleCode } from '@cvb/contracts';

/** The part of Storage the cache uses, so tests and browsers without storage can stand in. */
export type SessionCache = Pick<Storage, 'getItem' | 'setItem'>;

export const headerDataCacheKey = (locale: LocaleCode) => `headerData:${locale}`;

function defaultCache(): SessionCache | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser
  }
}

function readCached<T>(
  cache: SessionCache | null,
  key: string,
  isValid: (value: unknown) => value is T,
): T | null {
  if (!cache) return null;
  try {
    const stored = cache.getItem(key);
    if (stored === null) return null;
    const parsed: unknown = JSON.parse(stored);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null; // a broken cache entry is simply fetched again
  }
}

function writeCached(cache: SessionCache | null, key: string, value: unknown): void {
  try {
    cache?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs a refetch next time.
  }
}

/**
 * Header compare data for a locale, cached per locale in session storage (docs/domain.md#header-and-footer). A failed call is
 * only logged (docs/domain.md#header-and-footer) and gives null, so the menu renders without the popular brands.
 */
export async function loadHeaderData<T>(
  locale: LocaleCode,
  fetchData: (locale: LocaleCode) => Promise<T>,
  isValid: (value: unknown) => value is T,
  cache: SessionCache | null = defaultCache(),
): Promise<T | null> {
  const key = headerDataCacheKey(locale);
  const cached = readCached(cache, key, isValid);
  if (cached !== null) return cached;
  try {
    const data = await fetchData(locale);
    writeCached(cache, key, data);
    return data;
  } catch (error) {
    console.warn('[shell] header data could not be loaded', error);
    return null;
  }
}
