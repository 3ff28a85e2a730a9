import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { verifiedMobiles } from '../db/schema-leads';

export async function isMobileVerified(db: Db, mobile: string): Promise<boolean> {
  const [row] = await db
    .select({ mobile: verifiedMobiles.mobile })
    .from(verifiedMobiles)
    .where(eq(verifiedMobiles.mobile, mobile))
    .limit(1);
  return row !== undefined;
}

/** Remembers that this mobile proved itself (a confirmed code, or a signed-in owner), so it is not asked again. */
export async function rememberVerifiedMobile(db: Db, mobile: string, now: Date): Promise<void> {
  await db.insert(verifiedMobiles).values({ mobile, verifiedAt: now }).onConflictDoNothing();
}
