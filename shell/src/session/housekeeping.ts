import { STORAGE_KEYS } from '@cvb/store';

export type HousekeepingStorage = Pick<Storage, 'getItem' | 'removeItem' | 'clear'>;

function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Whether a stored date falls on `today` (local calendar day). Accepts 'YYYY-MM-DD', epoch
 * milliseconds and anything Date.parse reads; a bare ISO date is compared as text because
 * Date.parse would read it as UTC midnight and shift the day east of Greenwich.
 */
export function isStoredToday(stored: string | null, today: Date): boolean {
  const value = stored?.trim();
  if (!value) return false;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value === localIsoDate(today);
  const time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (Number.isNaN(time)) return false;
  return localIsoDate(new Date(time)) === localIsoDate(today);
}

export type HousekeepingResult = 'cleared-storage' | 'removed-explainer' | 'nothing';

/** docs/domain.md#browser-storage: a reset date of today empties localStorage; an explainer date of today forgets the explainer. */
export function runHousekeeping(storage: HousekeepingStorage, today: Date): HousekeepingResult {
  if (isStoredToday(storage.getItem(STORAGE_KEYS.storageResetDate), today)) {
    storage.clear();
    return 'cleared-storage';
  }
  if (isStoredToday(storage.getItem(STORAGE_KEYS.explainerTime), today)) {
    storage.removeItem(STORAGE_KEYS.explainerVisited);
    storage.removeItem(STORAGE_KEYS.explainerTime);
    return 'removed-explainer';
  }
  return 'nothing';
}

/** Runs housekeeping on the page's localStorage; blocked storage (private mode, policies) is only logged. */
export function housekeepOnStart(now: Date = new Date()): void {
  try {
    runHousekeeping(window.localStorage, now);
  } catch (error) {
    console.error('[shell] storage housekeeping failed', error);
  }
}
