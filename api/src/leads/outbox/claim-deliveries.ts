import type { LeadDeliveryTarget } from '@cvb/contracts';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leadDeliveries, leads } from '../../db/schema-leads';

export interface ClaimOptions {
  now: Date;
  leaseMs: number;
  limit: number;
  /** Only targets with a configured endpoint; the others stay pending. */
  targets: readonly LeadDeliveryTarget[];
}

export type LeadRow = typeof leads.$inferSelect;

export interface ClaimedDelivery {
  id: number;
  target: LeadDeliveryTarget;
  attempts: number;
  /** This worker's lease; the result is recorded only while the row still carries it. */
  lockedUntil: Date;
  lead: LeadRow;
}

/**
 * Leases up to `limit` due deliveries: pending, next_attempt_at reached, and not leased by a live worker
 * (a lease left by a killed process runs out and the row becomes due again). FOR UPDATE SKIP LOCKED lets
 * several API processes on one PostgreSQL claim disjoint rows; each claim counts as an attempt.
 */
export async function claimDueDeliveries(db: Db, options: ClaimOptions): Promise<ClaimedDelivery[]> {
  if (options.targets.length === 0) return [];
  const lockedUntil = new Date(options.now.getTime() + options.leaseMs);
  const due = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(
      and(
        eq(leadDeliveries.status, 'pending'),
        lte(leadDeliveries.nextAttemptAt, options.now),
        or(isNull(leadDeliveries.lockedUntil), lte(leadDeliveries.lockedUntil, options.now)),
        inArray(leadDeliveries.target, [...options.targets]),
      ),
    )
    .orderBy(asc(leadDeliveries.nextAttemptAt), asc(leadDeliveries.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(leadDeliveries)
    .set({ lockedUntil, attempts: sql`${leadDeliveries.attempts} + 1` })
    .where(inArray(leadDeliveries.id, due))
    .returning({
      id: leadDeliveries.id,
      leadId: leadDeliveries.leadId,
      target: leadDeliveries.target,
      attempts: leadDeliveries.attempts,
    });
  if (claimed.length === 0) return [];
  const rows = await db
    .select()
    .from(leads)
    .where(
      inArray(
        leads.id,
        claimed.map((delivery) => delivery.leadId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return claimed.flatMap((delivery) => {
    const lead = byId.get(delivery.leadId);
    return lead
      ? [{ id: delivery.id, target: delivery.target, attempts: delivery.attempts, lockedUntil, lead }]
      : [];
  });
}
