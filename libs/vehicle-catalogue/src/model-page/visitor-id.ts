import type { KeyValueStorage } from '../recently-viewed';

const VISITOR_ID_KEY = 'visitorId';

function newVisitorId(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `v-${random}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40);
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** An anonymous id for this browser, kept in local storage, that the API files recently viewed models under. */
export function visitorId(storage: KeyValueStorage | null = browserStorage()): string {
  const stored = storage?.getItem(VISITOR_ID_KEY);
  if (stored && /^[A-Za-z0-9_-]{6,80}$/.test(stored)) return stored;
  const created = newVisitorId();
  try {
    storage?.setItem(VISITOR_ID_KEY, created);
  } catch (error) {
    console.error('Could not keep the visitor id', error);
  }
  return created;
}
