import type { AccountUser } from '@cvb/contracts';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import { randomToken, sha256Hex } from './secrets';
import { accountUserColumns } from './user-records';

export const SESSION_COOKIE = 'cvb_session';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Sessions store only the sha256 (hex) of the cookie token. */
export const hashSessionToken = sha256Hex;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: Db, userId: number, now: Date): Promise<NewSession> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ userId, tokenHash: hashSessionToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

export async function revokeSession(db: Db, token: string | undefined, now: Date): Promise<void> {
  if (!token) return;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except the one of `keepToken` when given. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Date,
  keepToken?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepToken) conditions.push(ne(sessions.tokenHash, hashSessionToken(keepToken)));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

/** The user of a live session (not revoked, not expired), or null. */
export async function userForSessionToken(
  db: Db,
  token: string | undefined,
  now: Date = new Date(),
): Promise<AccountUser | null> {
  if (!token) return null;
  const [row] = await db
    .select(accountUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}
