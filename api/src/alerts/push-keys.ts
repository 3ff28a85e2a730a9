import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/database';
import { webPushKeys } from '../db/schema-alerts';
import type { PushConfig } from './alerts-config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Answers the VAPID keys; the first call reads (or makes) them, later calls reuse that answer. */
export type VapidKeySource = () => Promise<VapidKeys>;

async function storedKeys(db: Db): Promise<VapidKeys | undefined> {
  const [row] = await db
    .select({ publicKey: webPushKeys.publicKey, privateKey: webPushKeys.privateKey })
    .from(webPushKeys)
    .where(eq(webPushKeys.id, 1));
  return row;
}

/**
 * The key pair kept in the database, made on first use: two instances starting together may both generate one,
 * but only the first insert is kept and both read that one back, so every instance signs with the same key.
 */
export async function sharedVapidKeys(db: Db): Promise<VapidKeys> {
  const kept = await storedKeys(db);
  if (kept) return kept;
  await db
    .insert(webPushKeys)
    .values({ id: 1, ...webpush.generateVAPIDKeys() })
    .onConflictDoNothing();
  const made = await storedKeys(db);
  if (!made) throw new Error('the VAPID key pair could not be stored');
  return made;
}

/** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, else the pair in the database (docs/domain.md#web-push). */
export function vapidKeySource(db: Db, config: PushConfig): VapidKeySource {
  let pending: Promise<VapidKeys> | undefined;
  return () => {
    if (config.keys) return Promise.resolve(config.keys);
    pending ??= sharedVapidKeys(db).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
