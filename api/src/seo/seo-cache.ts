import type { Db } from '../db/database';

/** How long an SEO answer is reused (ms): news is published and prices change, so not for long. */
export const SEO_CACHE_MS = 60_000;
const MAX_ENTRIES = 5_000;

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

/**
 * A short in-process cache of computed answers per database: concurrent askers share one computation, an
 * answer lives `ttlMs`, a failed one is forgotten at once, and the oldest goes first beyond MAX_ENTRIES.
 */
export function createShortCache<T>(ttlMs: number = SEO_CACHE_MS, now: () => number = Date.now) {
  const tables = new WeakMap<Db, Map<string, Entry<T>>>();
  return (db: Db, key: string, compute: () => Promise<T>): Promise<T> => {
    let table = tables.get(db);
    if (!table) {
      table = new Map();
      tables.set(db, table);
    }
    const hit = table.get(key);
    if (hit && hit.expires > now()) return hit.value;
    if (hit) table.delete(key);
    if (table.size >= MAX_ENTRIES) {
      const oldest = table.keys().next();
      if (!oldest.done) table.delete(oldest.value);
    }
    const value = compute();
    const entries = table;
    entries.set(key, { value, expires: now() + ttlMs });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
