import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/** The rows of a raw SQL query, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function rowsOf<T extends Record<string, unknown>>(
  db: Pick<Db, 'execute'>,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
