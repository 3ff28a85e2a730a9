import type { Db } from '../../db/database';

/**
 * In-process read-through cache of catalogue data (models, variants, prices, cities, dealers, videos, expert
 * reviews) per database. Those tables are written only by the seed (`seedIfEmpty`, which calls
 * `invalidateCatalogue`); any future admin or import write to them must call `invalidateCatalogue(db)` after
 * it commits. Kept here too: the serialized catalogue answers (`answer-cache.ts`) and the visitors' review
 * summaries (`cached-review-summary.ts`), which a review write drops through `reviewStored`. Recently-viewed rows
 * are never cached.
 */
const caches = new WeakMap<Db, Map<string, Promise<unknown>>>();
/** How many times each database's catalogue was invalidated in this process (part of its data version). */
const invalidations = new WeakMap<Db, number>();

/** How many times `invalidateCatalogue(db)` ran in this process. */
export function catalogueInvalidations(db: Db): number {
  return invalidations.get(db) ?? 0;
}

/**
 * The value cached under `key` for `db`, loading it on first use. Concurrent callers share one load; a failed
 * load is forgotten so the next call tries again. Each key must always be loaded with the same type.
 */
export function readThrough<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit) return hit as Promise<T>;
  const loading = load();
  const owner = cache;
  owner.set(key, loading);
  loading.catch(() => {
    if (owner.get(key) === loading) owner.delete(key);
  });
  return loading;
}

/** Drops everything cached for `db`; the next read loads fresh rows. A load already running is not reused. */
export function invalidateCatalogue(db: Db): void {
  caches.delete(db);
  invalidations.set(db, catalogueInvalidations(db) + 1);
}
