import type { Alert, AlertRule, AlertUpdate, LocaleCode } from '@cvb/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { alerts } from '../db/schema-alerts';
import { AlertError } from './alert-error';
import { indexEntryOf } from './match-keys';

type AlertRow = typeof alerts.$inferSelect;

const toAlert = (row: AlertRow): Alert => ({
  id: row.id,
  rule: row.rule,
  locale: row.locale,
  paused: row.paused,
  createdAt: row.createdAt.toISOString(),
  lastFiredAt: row.lastFiredAt?.toISOString() ?? null,
});

async function entryOrRefuse(db: Db, rule: AlertRule, locale: LocaleCode) {
  const entry = await indexEntryOf(db, rule);
  if (!entry) throw new AlertError(422, 'unknownPlace', locale);
  return entry;
}

export async function createAlert(
  db: Db,
  userId: number,
  rule: AlertRule,
  locale: LocaleCode,
): Promise<Alert> {
  const entry = await entryOrRefuse(db, rule, locale);
  const [row] = await db
    .insert(alerts)
    .values({ userId, kind: rule.kind, rule, locale, ...entry })
    .returning();
  return toAlert(row);
}

export async function listAlerts(db: Db, userId: number): Promise<Alert[]> {
  const rows = await db.select().from(alerts).where(eq(alerts.userId, userId)).orderBy(desc(alerts.id));
  return rows.map(toAlert);
}

export async function updateAlert(
  db: Db,
  userId: number,
  id: number,
  change: AlertUpdate,
  locale: LocaleCode,
): Promise<Alert> {
  const entry = change.rule ? await entryOrRefuse(db, change.rule, locale) : {};
  const [row] = await db
    .update(alerts)
    .set({
      ...(change.paused === undefined ? {} : { paused: change.paused }),
      ...(change.rule ? { rule: change.rule, kind: change.rule.kind, ...entry } : {}),
    })
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning();
  if (!row) throw new AlertError(404, 'notFound', locale);
  return toAlert(row);
}

export async function deleteAlert(db: Db, userId: number, id: number, locale: LocaleCode): Promise<void> {
  const deleted = await db
    .delete(alerts)
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  if (deleted.length === 0) throw new AlertError(404, 'notFound', locale);
}

/** The stop link's action: pauses the alert (no login; the token is the proof). */
export async function stopAlert(db: Db, id: number): Promise<AlertRow | null> {
  const [row] = await db.update(alerts).set({ paused: true }).where(eq(alerts.id, id)).returning();
  return row ?? null;
}
