import type { Db } from '../../db/database';

/**
 * In-process read-through cache of catalogue data (models, variants, prices, cities, dealers, videos, expert
 * reviews) per database. Those tables are written by the seed (`seedIfEmpty`, which calls
 * `invalidateCatalogue`) and by the catalogue desk, whose publishes rebuild the snapshots beside the ones in use
 * and swap them in (`swapCatalogue`, on every instance: docs/architecture.md#caching-and-invalidation). Kept here too: the serialized catalogue answers (`answer-cache.ts`) and the visitors' review
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

/**
 * Loads fresh values for `loaders`' keys while requests keep reading the old ones, then swaps them in at once and
 * drops everything else cached for `db` but the keys `keep` names (other verticals' snapshots, say), so no request
 * waits for a whole reload and nothing made from the old rows (the serialized answers) outlives them.
 * Answers false, swapping nothing, when the catalogue was invalidated or swapped again while it loaded (the
 * newer state wins) or a load failed.
 */
export async function swapCatalogue(
  db: Db,
  loaders: Readonly<Record<string, () => Promise<unknown>>>,
  keep: (key: string) => boolean = () => false,
): Promise<boolean> {
  const started = catalogueInvalidations(db);
  let fresh: [string, unknown][];
  try {
    fresh = await Promise.all(
      Object.entries(loaders).map(async ([key, load]): Promise<[string, unknown]> => [key, await load()]),
    );
  } catch {
    return false;
  }
  if (catalogueInvalidations(db) !== started) return false;
  const kept = [...(caches.get(db) ?? new Map<string, Promise<unknown>>())].filter(([key]) => keep(key));
  caches.set(
    db,
    new Map([
      ...kept,
      ...fresh.map(([key, value]): [string, Promise<unknown>] => [key, Promise.resolve(value)]),
    ]),
  );
  invalidations.set(db, started + 1);
  return true;
}
