import type { PublicUser } from '@cvb/contracts';
import { publicUserSchema } from '@cvb/contracts';
import { STORAGE_KEYS } from '@cvb/store';
import { z } from 'zod';

const storedSchema = z.object({ user: publicUserSchema });

/**
 * SPEC §3 `logined_user`: only `{ user: { id, name } }`, for drawing the avatar before the API answers.
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
    const parsed = raw ? storedSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? { id: parsed.data.user.id, name: parsed.data.user.name } : null;
  } catch {
    return null;
  }
}
