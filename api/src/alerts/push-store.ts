import type { AlertPushSubscribe } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { alertPushSubscriptions } from '../db/schema-alerts';
import type { PushTarget } from './push-sender';

/**
 * Keeps a browser's subscription for the user. An endpoint belongs to one browser: subscribing it again (the
 * keys renewed, or another person signed in on that phone) moves it to this user and clears its last failure.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  subscription: AlertPushSubscribe,
): Promise<void> {
  const row = {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
  await db
    .insert(alertPushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: alertPushSubscriptions.endpoint,
      set: { ...row, lastFailureAt: null, lastError: null },
    });
}

/** Forgets the user's subscription of that endpoint; answers whether there was one. */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(alertPushSubscriptions)
    .where(and(eq(alertPushSubscriptions.userId, userId), eq(alertPushSubscriptions.endpoint, endpoint)))
    .returning({ id: alertPushSubscriptions.id });
  return removed.length > 0;
}

export interface StoredTarget extends PushTarget {
  id: number;
}

/** Every browser the user subscribed. */
export async function subscriptionsOf(db: Db, userId: number): Promise<StoredTarget[]> {
  const rows = await db
    .select()
    .from(alertPushSubscriptions)
    .where(eq(alertPushSubscriptions.userId, userId));
  return rows.map((row) => ({
    id: row.id,
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
  }));
}

/** The push service said the subscription is gone (404 / 410). */
export async function dropSubscription(db: Db, id: number): Promise<void> {
  await db.delete(alertPushSubscriptions).where(eq(alertPushSubscriptions.id, id));
}

/** A push failed for another reason: kept to look at, the subscription stays. */
export async function noteSubscriptionFailure(db: Db, id: number, error: string, now: Date): Promise<void> {
  await db
    .update(alertPushSubscriptions)
    .set({ lastFailureAt: now, lastError: error.slice(0, 500) })
    .where(eq(alertPushSubscriptions.id, id));
}
