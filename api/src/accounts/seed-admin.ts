import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { hashPassword } from './passwords';
import { countAdmins } from './user-records';

/** A mobile for the first admin when ADMIN_MOBILE is unset: 10 digits starting with 9, random. */
const randomAdminMobile = (): string => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/**
 * With no admin yet (a fresh database), creates one with a random password and writes it ONCE to the log,
 * the only time a password is ever logged. Answers the mobile when an admin was created. `givenPassword`
 * (CVB_SEED_ADMIN_PASSWORD, never in production) replaces the random one and is not logged.
 */
export async function seedAdminIfNone(
  db: Db,
  log: Pick<FastifyBaseLogger, 'warn'>,
  adminMobile?: string,
  givenPassword?: string,
): Promise<string | null> {
  if ((await countAdmins(db)) > 0) return null;
  const mobile = adminMobile ?? randomAdminMobile();
  const password = givenPassword ?? randomBytes(12).toString('base64url');
  const created = await db
    .insert(users)
    .values({ name: 'Administrator', mobile, role: 'admin', passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created.length === 0) {
    log.warn(`No admin account created: mobile ${mobile} already belongs to a user`);
    return null;
  }
  if (givenPassword) log.warn(`Admin account: mobile ${mobile}, password from CVB_SEED_ADMIN_PASSWORD`);
  else
    log.warn(`Admin account: mobile ${mobile} password ${password} (shown once; change it after logging in)`);
  return mobile;
}
