import { STORAGE_KEYS } from '@cvb/store';
import { isStoredToday, runHousekeeping } from './housekeeping';

const today = new Date(2025, 0, 17, 9, 30);

function storageWith(values: Record<string, string>): Storage {
  window.localStorage.clear();
  for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  return window.localStorage;
}

describe('storage housekeeping', () => {
  it("clears localStorage when the stored time is today's date", () => {
    const storage = storageWith({
      [STORAGE_KEYS.storageResetDate]: '2025-01-17',
      [STORAGE_KEYS.visitedModels]: '["ace-gold"]',
      [STORAGE_KEYS.location]: 'pune',
    });
    expect(runHousekeeping(storage, today)).toBe('cleared-storage');
    expect(storage.length).toBe(0);
  });

  it('removes only the explainer keys when the explainer time is today', () => {
    const storage = storageWith({
      [STORAGE_KEYS.storageResetDate]: '2025-01-16',
      [STORAGE_KEYS.explainerVisited]: 'true',
      [STORAGE_KEYS.explainerTime]: new Date(2025, 0, 17, 18, 0).toDateString(),
      [STORAGE_KEYS.visitedModels]: '["ace-gold"]',
    });
    expect(runHousekeeping(storage, today)).toBe('removed-explainer');
    expect(storage.getItem(STORAGE_KEYS.explainerVisited)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.explainerTime)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.visitedModels)).toBe('["ace-gold"]');
    expect(storage.getItem(STORAGE_KEYS.storageResetDate)).toBe('2025-01-16');
  });

  it('keeps everything when neither date is today', () => {
    const storage = storageWith({
      [STORAGE_KEYS.storageResetDate]: '2025-01-18',
      [STORAGE_KEYS.explainerVisited]: 'true',
      [STORAGE_KEYS.explainerTime]: '2025-01-18',
    });
    expect(runHousekeeping(storage, today)).toBe('nothing');
    expect(storage.length).toBe(3);
  });

  it('reads ISO dates, epoch milliseconds and date strings, and ignores rubbish', () => {
    expect(isStoredToday('2025-01-17', today)).toBe(true);
    expect(isStoredToday(String(new Date(2025, 0, 17, 23, 59).getTime()), today)).toBe(true);
    expect(isStoredToday('Fri Jan 17 2025', today)).toBe(true);
    expect(isStoredToday('2024-01-17', today)).toBe(false);
    expect(isStoredToday('not a date', today)).toBe(false);
    expect(isStoredToday(null, today)).toBe(false);
  });
});
