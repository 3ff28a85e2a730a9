import type { AccountUser } from '@cvb/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/** The columns a user is shown with: never the password hash. */
export const accountUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  role: users.role,
} as const;

export async function findUserByMobile(db: Db, mobile: string): Promise<AccountUser | null> {
  const [row] = await db.select(accountUserColumns).from(users).where(eq(users.mobile, mobile)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<AccountUser | null> {
  const [row] = await db.select(accountUserColumns).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** The user and their password hash, for checking a password only. */
export async function findCredentials(
  db: Db,
  by: { mobile: string } | { email: string } | { id: number },
): Promise<{ user: AccountUser; passwordHash: string | null } | null> {
  const where =
    'mobile' in by
      ? eq(users.mobile, by.mobile)
      : 'email' in by
        ? eq(users.email, by.email)
        : eq(users.id, by.id);
  const [row] = await db
    .select({ user: accountUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(where)
    .limit(1);
  return row ?? null;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function listUsers(db: Db): Promise<AccountUser[]> {
  return db.select(accountUserColumns).from(users).orderBy(asc(users.id));
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, 'admin'));
  return row?.count ?? 0;
}

/** PostgreSQL's unique_violation, raised by a race that the explicit duplicate checks could not see. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const { code, constraint, constraint_name } = current as Record<string, unknown>;
    if (code === '23505') return String(constraint ?? constraint_name ?? '');
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
