import { DEFAULT_CITY, STORAGE_KEYS, type CityOption } from '@cvb/store';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked by the browser
  }
}

function isCityOption(value: unknown): value is CityOption {
  if (typeof value !== 'object' || value === null) return false;
  const { slug, name } = value as Record<string, unknown>;
  return typeof slug === 'string' && slug !== '' && typeof name === 'string' && name !== '';
}

/** The city kept under `location` (docs/domain.md#browser-storage); New Delhi when none or when the value cannot be read. */
export function readStoredCity(storage: KeyValueStorage | null = defaultStorage()): CityOption {
  try {
    const stored = storage?.getItem(STORAGE_KEYS.location);
    if (!stored) return DEFAULT_CITY;
    const parsed: unknown = JSON.parse(stored);
    return isCityOption(parsed) ? { slug: parsed.slug, name: parsed.name } : DEFAULT_CITY;
  } catch {
    return DEFAULT_CITY;
  }
}

export function storeCity(city: CityOption, storage: KeyValueStorage | null = defaultStorage()): void {
  try {
    storage?.setItem(STORAGE_KEYS.location, JSON.stringify({ slug: city.slug, name: city.name }));
  } catch (error) {
    // The choice still holds for this visit through the store.
    console.warn('[shell] the chosen city could not be stored', error);
  }
}
