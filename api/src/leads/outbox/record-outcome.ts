import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leadDeliveries } from '../../db/schema-leads';
import type { ClaimedDelivery } from './claim-deliveries';

const MAX_ERROR_LENGTH = 500;

/** The row still carries this worker's lease (no other worker took it over after it ran out). */
const stillOurs = (delivery: ClaimedDelivery) =>
  and(
    eq(leadDeliveries.id, delivery.id),
    eq(leadDeliveries.status, 'pending'),
    eq(leadDeliveries.lockedUntil, delivery.lockedUntil),
  );

/** One statement marks the attempt's result, so a delivered row can never be picked again. */
export async function markDelivered(db: Db, delivery: ClaimedDelivery, now: Date): Promise<boolean> {
  const updated = await db
    .update(leadDeliveries)
    .set({ status: 'delivered', deliveredAt: now, lockedUntil: null, lastError: null })
    .where(stillOurs(delivery))
    .returning({ id: leadDeliveries.id });
  return updated.length === 1;
}

/** A failed attempt: due again at `nextAttemptAt`, or 'failed' (kept for an admin to retry) when `final`. */
export async function markAttemptFailed(
  db: Db,
  delivery: ClaimedDelivery,
  error: string,
  next: { final: true } | { final: false; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({
      status: next.final ? 'failed' : 'pending',
      lastError: error.slice(0, MAX_ERROR_LENGTH),
      lockedUntil: null,
      ...(next.final ? {} : { nextAttemptAt: next.nextAttemptAt }),
    })
    .where(stillOurs(delivery));
}
