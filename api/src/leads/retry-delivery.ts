import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { leadDeliveries } from '../db/schema-leads';

/**
 * For an admin: a 'failed' delivery becomes pending and due now with a fresh attempt budget.
 * Answers false when there is no failed delivery of that id.
 */
export async function retryFailedDelivery(db: Db, deliveryId: number, now = new Date()): Promise<boolean> {
  const updated = await db
    .update(leadDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(leadDeliveries.id, deliveryId), eq(leadDeliveries.status, 'failed')))
    .returning({ id: leadDeliveries.id });
  return updated.length === 1;
}
