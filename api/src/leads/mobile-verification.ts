import type { Db } from '../db/database';
import { verifiedMobiles } from '../db/schema-leads';

/** Remembers that this mobile proved itself (a confirmed code, or a signed-in owner), so it is not asked again. */
export async function rememberVerifiedMobile(db: Db, mobile: string, now: Date): Promise<void> {
  await db.insert(verifiedMobiles).values({ mobile, verifiedAt: now }).onConflictDoNothing();
}
