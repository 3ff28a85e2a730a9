import { randomBytes } from 'node:crypto';
import { VEHICLE_VERTICALS, type VehicleVertical } from '@cvb/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invalidateCatalogue } from '../catalogue/engine/catalogue-cache';
import { rebuildVerticalSnapshot } from '../catalogue/engine/catalogue-snapshot';
import { followChannel } from '../catalogue/review-change-feed';
import type { Db } from '../db/database';
import { refreshModelSearchDocument } from '../search/search-documents';

/**
 * The PostgreSQL channel on which every API instance of one database hears that the catalogue desk published
 * (docs/architecture.md#caching-and-invalidation). The payload is `<mark> <vertical>`: the mark of the publishing
 * database handle (that instance already rebuilt) and the vertical whose snapshot to rebuild.
 */
export const CATALOGUE_CHANNEL = 'cvb_catalogue_changes';

const marks = new WeakMap<Db, string>();
function markOf(db: Db): string {
  let mark = marks.get(db);
  if (!mark) {
    mark = randomBytes(6).toString('hex');
    marks.set(db, mark);
  }
  return mark;
}

/** Rebuilds this instance's snapshot of `vertical` beside the old one and swaps it in (answers go with it). */
async function rebuildHere(db: Db, vertical: VehicleVertical): Promise<void> {
  if (!(await rebuildVerticalSnapshot(db, vertical))) invalidateCatalogue(db);
}

/** What a desk write changed in the live catalogue. */
export interface CatalogueChange {
  vertical: VehicleVertical;
  /** The model whose search document to rewrite (and the page it had before), if a model changed. */
  model?: { id: number; formerLink: string | null };
}

/**
 * Call after a desk write to the live catalogue commits: the model's search document is rewritten (rows, shared by
 * every instance), this instance swaps in the vertical's fresh snapshot, and every other instance is told to.
 */
export async function catalogueChanged(db: Db, change: CatalogueChange): Promise<void> {
  if (change.model) await refreshModelSearchDocument(db, change.model.id, change.model.formerLink);
  await rebuildHere(db, change.vertical);
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${`${markOf(db)} ${change.vertical}`})`);
}

function heard(db: Db, payload: string | undefined): void {
  const [mark, vertical] = (payload ?? '').split(' ');
  if (mark === markOf(db)) return;
  const known = VEHICLE_VERTICALS.find((key) => key === vertical);
  if (known) void rebuildHere(db, known);
  else invalidateCatalogue(db);
}

/**
 * Keeps this instance's catalogue in step with publishes made through other instances until the app closes. When
 * the listening connection (re)starts, a change may have gone unheard: the catalogue is then dropped (reloaded on
 * the next request).
 */
export async function followCatalogueChanges(app: FastifyInstance, db: Db): Promise<void> {
  const stop = await followChannel(db, CATALOGUE_CHANNEL, {
    heard: (payload) => heard(db, payload),
    missed: () => invalidateCatalogue(db),
  });
  app.addHook('onClose', stop);
}
