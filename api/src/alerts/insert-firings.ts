import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { indiaDay } from './india-clock';

/**
 * Files the alerts a change fired: `due` selects (alert_id, user_id, message_key, values, path), one row per
 * alert. One statement inserts them into the queue, at most one per alert and India day (the unique key makes a
 * second instance, or a second import the same day, fire nothing), and marks when each alert last fired.
 * Answers the ids of the alerts that fired (docs/architecture.md#alert-queue).
 */
export async function insertFirings(db: Db, due: SQL, now: Date): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    WITH due AS (${due}),
    fired AS (
      INSERT INTO alert_firings (alert_id, user_id, day, message_key, "values", path, next_attempt_at)
      SELECT alert_id, user_id, ${indiaDay(now)}::date, message_key, "values", path, ${now.toISOString()}::timestamptz
      FROM due
      ON CONFLICT (alert_id, day) DO NOTHING
      RETURNING alert_id
    )
    UPDATE alerts SET last_fired_at = ${now.toISOString()}::timestamptz
    FROM fired WHERE alerts.id = fired.alert_id
    RETURNING alerts.id`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/** node-postgres answers { rows }, PGlite too; drizzle's type covers both. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
