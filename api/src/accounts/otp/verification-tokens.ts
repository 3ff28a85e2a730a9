import type { OtpPurpose } from '@cvb/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { verificationTokens } from '../../db/schema-accounts';
import { randomToken, sha256Hex } from '../secrets';
import { OTP_LIMITS } from './otp-limits';

export async function issueVerificationToken(
  db: Db,
  mobile: string,
  purpose: OtpPurpose,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.insert(verificationTokens).values({
    tokenHash: sha256Hex(token),
    mobile,
    purpose,
    expiresAt: new Date(now.getTime() + OTP_LIMITS.verificationLifetimeMs),
  });
  return token;
}

/** The token's row while it is live for this mobile and purpose. */
const liveToken = (token: string, mobile: string, purpose: OtpPurpose, now: Date) =>
  and(
    eq(verificationTokens.tokenHash, sha256Hex(token)),
    eq(verificationTokens.mobile, mobile),
    eq(verificationTokens.purpose, purpose),
    isNull(verificationTokens.usedAt),
    gt(verificationTokens.expiresAt, now),
  );

/** Uses up the token if it is live and was issued for this mobile and purpose; false otherwise. */
export async function consumeVerificationToken(
  db: Db,
  token: string,
  mobile: string,
  purpose: OtpPurpose,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(verificationTokens)
    .set({ usedAt: now })
    .where(liveToken(token, mobile, purpose, now))
    .returning({ id: verificationTokens.id });
  return used.length === 1;
}

/** Whether the token is live for this mobile and purpose, without using it up. */
export async function verificationTokenIsLive(
  db: Db,
  token: string,
  mobile: string,
  purpose: OtpPurpose,
  now: Date,
): Promise<boolean> {
  const [live] = await db
    .select({ id: verificationTokens.id })
    .from(verificationTokens)
    .where(liveToken(token, mobile, purpose, now));
  return live !== undefined;
}
