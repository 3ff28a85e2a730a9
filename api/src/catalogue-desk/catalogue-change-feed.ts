import { randomBytes } from 'node:crypto';
import { VEHICLE_VERTICALS, type VehicleVertical } from '@cvb/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invalidateCatalogue } from '../catalogue/engine/catalogue-cache';
import { rebuildVerticalSnapshot } from '../catalogue/engine/catalogue-snapshot';
import { rebuildCitySnapshot } from '../catalogue/engine/city-records';
import { followChannel } from '../catalogue/review-change-feed';
import type { Db } from '../db/database';
import { refreshBrandSearchDocuments, refreshModelSearchDocument } from '../search/search-documents';
import { followRedisChannel, type RedisChannel } from './redis-channel';

/**
 * The channel on which every API instance of one database hears that the catalogue desk published
 * (docs/architecture.md#caching-and-invalidation): PostgreSQL `LISTEN/NOTIFY` always, and Redis pub/sub too when
 * `REDIS_URL` is set. The payload is `<mark> <parts> <id>`: the mark of the publishing database handle (that instance
 * already rebuilt), the comma-separated parts to rebuild (verticals, `cities` for the on-road rules) and the
 * announcement's id (an instance that hears it on both transports rebuilds once).
 */
export const CATALOGUE_CHANNEL = 'cvb_catalogue_changes';
/** The part of a payload that stands for the cities and their on-road rules. */
const CITIES = 'cities' as const;
/** How many announcement ids an instance remembers to hear each once. */
const REMEMBERED = 256;

const marks = new WeakMap<Db, string>();
function markOf(db: Db): string {
  let mark = marks.get(db);
  if (!mark) {
    mark = randomBytes(6).toString('hex');
    marks.set(db, mark);
  }
  return mark;
}

/** The Redis channels this process publishes on for each database (one per app following that database). */
const redisChannels = new WeakMap<Db, Set<RedisChannel>>();

type Part = VehicleVertical | typeof CITIES;

/** Rebuilds this instance's snapshot of `part` beside the old one and swaps it in (answers go with it). */
async function rebuildHere(db: Db, part: Part): Promise<void> {
  const swapped = part === CITIES ? await rebuildCitySnapshot(db) : await rebuildVerticalSnapshot(db, part);
  if (!swapped) invalidateCatalogue(db);
}

/** What a desk write changed in the live catalogue. */
export interface CatalogueChange {
  vertical?: VehicleVertical;
  /** The model whose search document to rewrite (and the page it had before), if a model changed. */
  model?: { id: number; formerLink: string | null };
  /** The brand whose search documents (its own and its models') to rewrite, and the slug its pages had. */
  brand?: { id: number; formerSlug: string };
  /** The on-road rules changed: the cities' snapshot is rebuilt. */
  cities?: boolean;
}

/**
 * Call after a desk write to the live catalogue commits: the search documents are rewritten (rows, shared by every
 * instance), this instance swaps in the fresh snapshots, and every other instance is told to.
 */
export async function catalogueChanged(db: Db, change: CatalogueChange): Promise<void> {
  if (change.model) await refreshModelSearchDocument(db, change.model.id, change.model.formerLink);
  if (change.brand) await refreshBrandSearchDocuments(db, change.brand.id, change.brand.formerSlug);
  const parts: Part[] = [];
  if (change.vertical) parts.push(change.vertical);
  if (change.cities) parts.push(CITIES);
  if (parts.length === 0) return;
  for (const part of parts) await rebuildHere(db, part);
  const payload = `${markOf(db)} ${parts.join(',')} ${randomBytes(6).toString('hex')}`;
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${payload})`);
  await Promise.all([...(redisChannels.get(db) ?? [])].map((channel) => channel.publish(payload)));
}

function partOf(text: string): Part | undefined {
  return text === CITIES ? CITIES : VEHICLE_VERTICALS.find((key) => key === text);
}

/** The handler of one app's feed: each announcement of another instance rebuilt once, whichever transport brings it. */
function hearer(db: Db): (payload: string | undefined) => void {
  const heardIds: string[] = [];
  return (payload) => {
    const [mark, partsText = '', id] = (payload ?? '').split(' ');
    if (mark === markOf(db)) return;
    if (id) {
      if (heardIds.includes(id)) return;
      heardIds.push(id);
      if (heardIds.length > REMEMBERED) heardIds.shift();
    }
    const parts = partsText.split(',').map(partOf);
    if (parts.length === 0 || parts.some((part) => part === undefined)) return invalidateCatalogue(db);
    for (const part of parts) if (part) void rebuildHere(db, part);
  };
}

/** How an app follows the catalogue feed. */
export interface CatalogueFeedOptions {
  /** Redis pub/sub as a second transport (REDIS_URL); unset: PostgreSQL's alone. */
  redisUrl?: string;
  /** False listens on Redis alone (a test proving that transport); PostgreSQL `NOTIFY` is sent regardless. */
  postgres?: boolean;
}

/** The feed's settings from the environment: Redis when `REDIS_URL` is set. */
export function catalogueFeedFromEnv(env: NodeJS.ProcessEnv = process.env): CatalogueFeedOptions {
  return env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {};
}

/**
 * Keeps this instance's catalogue in step with publishes made through other instances until the app closes. When
 * a listening connection (re)starts, a change may have gone unheard: the catalogue is then dropped (reloaded on the
 * next request). Redis being down never stops the app from starting.
 */
export async function followCatalogueChanges(
  app: FastifyInstance,
  db: Db,
  { redisUrl, postgres = true }: CatalogueFeedOptions = catalogueFeedFromEnv(),
): Promise<void> {
  const handlers = { heard: hearer(db), missed: () => invalidateCatalogue(db) };
  if (postgres) {
    const stop = await followChannel(db, CATALOGUE_CHANNEL, handlers);
    app.addHook('onClose', stop);
  }
  if (redisUrl) {
    const channel = followRedisChannel(redisUrl, CATALOGUE_CHANNEL, handlers, (message) =>
      app.log.warn(message),
    );
    const channels = redisChannels.get(db) ?? new Set<RedisChannel>();
    channels.add(channel);
    redisChannels.set(db, channels);
    app.addHook('onClose', async () => {
      channels.delete(channel);
      await channel.stop();
    });
  }
}
