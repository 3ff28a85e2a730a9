import type { AlertBell, LocaleCode } from '@cvb/contracts';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { alertFirings } from '../db/schema-alerts';
import { alertNoticeText } from './alert-text';

const BELL_SIZE = 20;

/** The header bell: the user's latest fired alerts in the page's language, and how many are unread. */
export async function bellOf(db: Db, userId: number, locale: LocaleCode): Promise<AlertBell> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(alertFirings)
      .where(eq(alertFirings.userId, userId))
      .orderBy(desc(alertFirings.createdAt), desc(alertFirings.id))
      .limit(BELL_SIZE),
    db
      .select({ n: count() })
      .from(alertFirings)
      .where(and(eq(alertFirings.userId, userId), isNull(alertFirings.readAt))),
  ]);
  return {
    unread: Number(unread?.n ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      alertId: row.alertId,
      text: alertNoticeText(locale, row.messageKey, row.values),
      path: row.path,
      firedAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
  };
}

/** Marks the user's notices read: the given ones, or all. */
export async function markBellRead(
  db: Db,
  userId: number,
  ids: readonly number[] | undefined,
  now: Date,
): Promise<void> {
  await db
    .update(alertFirings)
    .set({ readAt: now })
    .where(
      and(
        eq(alertFirings.userId, userId),
        isNull(alertFirings.readAt),
        ids ? inArray(alertFirings.id, [...ids]) : undefined,
      ),
    );
}
