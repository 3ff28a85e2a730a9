import { createHash } from 'node:crypto';
import type { PublicUser } from '@cvb/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'cvb_session';

/** Sessions store only the sha256 (hex) of the cookie token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The user of a live session (not revoked, not expired), or null. */
export async function userForSessionToken(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<PublicUser | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: users.id, name: users.name })
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
