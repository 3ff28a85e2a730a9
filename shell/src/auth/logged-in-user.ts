import type { PublicUser } from '@cvb/contracts';
import { STORAGE_KEYS } from '@cvb/store';

/** The stored record's user when it has the shape this code writes (storage may hold anything). */
function storedUser(stored: unknown): PublicUser | null {
  if (typeof stored !== 'object' || stored === null || !('user' in stored)) return null;
  const { user } = stored;
  if (typeof user !== 'object' || user === null || !('id' in user) || !('name' in user)) return null;
  const { id, name } = user;
  return Number.isInteger(id) && typeof id === 'number' && typeof name === 'string' ? { id, name } : null;
}

/**
 * docs/domain.md#browser-storage `logined_user`: only `{ user: { id, name } }`, for drawing the avatar before the API answers.
 * The session cookie and GET auth/me stay the source of truth; nothing here grants anything.
 */
export function storeLoggedInUser({ id, name }: PublicUser): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.loggedInUser, JSON.stringify({ user: { id, name } }));
  } catch (error) {
    console.warn('[shell] could not keep the logged-in user', error);
  }
}

export function clearLoggedInUser(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.loggedInUser);
  } catch (error) {
    console.warn('[shell] could not forget the logged-in user', error);
  }
}

/** The stored display record, or null when absent or unreadable. */
export function readLoggedInUser(): PublicUser | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.loggedInUser);
    return raw ? storedUser(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}
