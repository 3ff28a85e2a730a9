import { ACCOUNT_MESSAGES as M, type AccountUser } from '@cvb/contracts';
import { emailRule, mobileRule, nameRule, passwordRule } from '@cvb/validation';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { AccountError, badRequest } from './account-error';
import { checkFields, normalizeEmail, normalizeMobile } from './field-rules';
import { consumeVerificationToken, verificationTokenIsLive } from './otp/verification-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions } from './sessions';
import {
  accountUserColumns,
  findCredentials,
  findUserByEmail,
  findUserByMobile,
  setPasswordHash,
  uniqueViolation,
} from './user-records';

export interface Registration {
  mobile: string;
  name: string;
  email: string;
  password: string;
  verificationToken: string;
}

function duplicateMessage(constraint: string): string {
  return constraint.includes('email') ? M.emailTaken : M.usernameTaken;
}

/** Signup after a confirmed 'signup' code; the username is the mobile number (docs/domain.md#account-messages). */
export async function registerUser(db: Db, input: Registration, now: Date): Promise<AccountUser> {
  const mobile = normalizeMobile(input.mobile);
  const name = input.name.trim();
  const email = normalizeEmail(input.email);
  checkFields([
    [mobileRule, mobile],
    [nameRule, name],
    [emailRule, email],
    [passwordRule, input.password],
  ]);
  // Only the holder of a confirmed code learns whether the mobile or email is taken (no enumeration);
  // the token is used up only by the signup that succeeds, so a taken email can be corrected.
  if (!(await verificationTokenIsLive(db, input.verificationToken, mobile, 'signup', now))) {
    throw badRequest(M.notVerified);
  }
  if (await findUserByMobile(db, mobile)) throw badRequest(M.usernameTaken);
  if (await findUserByEmail(db, email)) throw badRequest(M.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      if (!(await consumeVerificationToken(tx, input.verificationToken, mobile, 'signup', now))) {
        throw badRequest(M.notVerified);
      }
      const [user] = await tx
        .insert(users)
        .values({ mobile, name, email, passwordHash, role: 'user', createdAt: now })
        .returning(accountUserColumns);
      return user;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== null) throw badRequest(duplicateMessage(constraint));
    throw error;
  }
}

function lookupOf(identifier: string): { email: string } | { mobile: string } {
  const trimmed = identifier.trim();
  return trimmed.includes('@') ? { email: normalizeEmail(trimmed) } : { mobile: normalizeMobile(trimmed) };
}

/**
 * Whose sign-in tries an identifier counts against: a known account by its id, so its mobile and its email
 * share one limit; an unknown identifier by itself.
 */
export async function loginSubject(db: Db, identifier: string): Promise<string> {
  const found = identifier.trim() ? await findCredentials(db, lookupOf(identifier)) : null;
  return found ? `user:${found.user.id}` : `identifier:${identifier.trim().toLowerCase()}`;
}

/** Login with the mobile number (the username) or the email. */
export async function authenticate(db: Db, identifier: string, password: string): Promise<AccountUser> {
  const found = identifier.trim() && password ? await findCredentials(db, lookupOf(identifier)) : null;
  const matches = await verifyPassword(password, found?.passwordHash);
  if (!found || !matches) throw badRequest(M.loginInvalid);
  return found.user;
}

/** Forgot-password mode: a new password for a mobile that confirmed a 'reset' code. Every session ends. */
export async function resetPassword(
  db: Db,
  input: { loginPhone: string; loginPassword: string; verificationToken: string },
  now: Date,
): Promise<AccountUser> {
  const mobile = normalizeMobile(input.loginPhone);
  checkFields([
    [mobileRule, mobile],
    [passwordRule, input.loginPassword],
  ]);
  // The code is checked first: whether the mobile has an account is told only to whoever holds it.
  if (!(await consumeVerificationToken(db, input.verificationToken, mobile, 'reset', now))) {
    throw badRequest(M.notVerified);
  }
  const user = await findUserByMobile(db, mobile);
  if (!user) throw badRequest(M.usernameNotFound);
  await setPasswordHash(db, user.id, await hashPassword(input.loginPassword));
  await revokeUserSessions(db, user.id, now);
  return user;
}

/** A signed-in user's own change; the other sessions of the user end (the caller rotates the current one). */
export async function changeOwnPassword(
  db: Db,
  userId: number,
  input: { currentPassword: string; newPassword: string },
  now: Date,
): Promise<AccountUser> {
  checkFields([[passwordRule, input.newPassword]]);
  const found = await findCredentials(db, { id: userId });
  if (!found || !(await verifyPassword(input.currentPassword, found.passwordHash))) {
    throw badRequest(M.currentPasswordInvalid);
  }
  await setPasswordHash(db, userId, await hashPassword(input.newPassword));
  await revokeUserSessions(db, userId, now);
  return found.user;
}

export async function updateProfile(
  db: Db,
  userId: number,
  input: { name: string; email: string },
): Promise<AccountUser> {
  const name = input.name.trim();
  const email = normalizeEmail(input.email);
  checkFields([
    [nameRule, name],
    [emailRule, email],
  ]);
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== userId) throw badRequest(M.emailTaken);
  try {
    const [user] = await db
      .update(users)
      .set({ name, email })
      .where(eq(users.id, userId))
      .returning(accountUserColumns);
    if (!user) throw new AccountError(401, M.loginRequired);
    return user;
  } catch (error) {
    if (uniqueViolation(error) !== null) throw badRequest(M.emailTaken);
    throw error;
  }
}
