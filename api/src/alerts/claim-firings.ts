import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { alertFirings, alerts } from '../db/schema-alerts';

export interface ClaimedFiring {
  id: number;
  alertId: number;
  userId: number;
  attempts: number;
  lockedUntil: Date;
  messageKey: string;
  /** Site path of the page the alert is about. */
  path: string;
  values: typeof alertFirings.$inferSelect.values;
  mobile: string;
  locale: typeof alerts.$inferSelect.locale;
  kind: typeof alerts.$inferSelect.kind;
  paused: boolean;
}

/**
 * Leases up to `limit` due SMS of fired alerts, like the lead outbox (docs/architecture.md#alert-queue):
 * FOR UPDATE SKIP LOCKED lets several API instances claim disjoint rows, and a lease left by a killed process
 * runs out so the row is due again. Each claim counts as an attempt.
 */
export async function claimDueFirings(
  db: Db,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedFiring[]> {
  const lockedUntil = new Date(options.now.getTime() + options.leaseMs);
  const due = db
    .select({ id: alertFirings.id })
    .from(alertFirings)
    .where(
      and(
        eq(alertFirings.status, 'pending'),
        lte(alertFirings.nextAttemptAt, options.now),
        or(isNull(alertFirings.lockedUntil), lte(alertFirings.lockedUntil, options.now)),
      ),
    )
    .orderBy(asc(alertFirings.nextAttemptAt), asc(alertFirings.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(alertFirings)
    .set({ lockedUntil, attempts: sql`${alertFirings.attempts} + 1` })
    .where(inArray(alertFirings.id, due))
    .returning({ id: alertFirings.id });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      id: alertFirings.id,
      alertId: alertFirings.alertId,
      userId: alertFirings.userId,
      attempts: alertFirings.attempts,
      messageKey: alertFirings.messageKey,
      path: alertFirings.path,
      values: alertFirings.values,
      mobile: users.mobile,
      locale: alerts.locale,
      kind: alerts.kind,
      paused: alerts.paused,
    })
    .from(alertFirings)
    .innerJoin(alerts, eq(alerts.id, alertFirings.alertId))
    .innerJoin(users, eq(users.id, alertFirings.userId))
    .where(
      inArray(
        alertFirings.id,
        claimed.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({ ...row, lockedUntil }));
}

type Outcome =
  | { status: 'sent' | 'stopped' }
  | { status: 'failed'; error: string }
  | { status: 'retry'; error: string; at: Date };

/** Records a send's result, only while the row still carries this worker's lease. */
export async function recordFiring(
  db: Db,
  firing: ClaimedFiring,
  outcome: Outcome,
  now: Date,
): Promise<void> {
  const lease = and(eq(alertFirings.id, firing.id), eq(alertFirings.lockedUntil, firing.lockedUntil));
  const change = (() => {
    switch (outcome.status) {
      case 'sent':
        return { status: 'sent', sentAt: now, lockedUntil: null, lastError: null };
      case 'stopped':
        return { status: 'stopped', lockedUntil: null };
      case 'failed':
        return { status: 'failed', lockedUntil: null, lastError: outcome.error };
      case 'retry':
        return { lockedUntil: null, lastError: outcome.error, nextAttemptAt: outcome.at };
    }
  })();
  await db.update(alertFirings).set(change).where(lease);
}
