import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { Pool, type Notification } from 'pg';
import type { Db } from '../db/database';

/**
 * The PostgreSQL channel on which every API instance of one database hears that a visitor's review of a model
 * changed (payload: the model id), so the review summaries and answers each instance keeps in memory follow a
 * review stored through another replica.
 */
export const REVIEW_CHANNEL = 'cvb_review_changes';
/** How long to wait before listening again after the listening connection failed or broke. */
const RETRY_MS = 1000;

export interface ReviewChangeHandlers {
  /** A review of the model changed on some instance (this one included). */
  changed: (modelId: number) => void;
  /** Changes may have gone unheard (the listening connection was down): forget everything review-based. */
  missed: () => void;
}

/** Tells every instance listening on `db` that a review of `modelId` changed. Call after the write commits. */
export async function announceReviewChange(db: Db, modelId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${REVIEW_CHANNEL}, ${String(modelId)})`);
}

function modelIdOf(payload: string | undefined): number | null {
  const id = Number(payload);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function hear(handlers: ReviewChangeHandlers, payload: string | undefined): void {
  const modelId = modelIdOf(payload);
  if (modelId === null) handlers.missed();
  else handlers.changed(modelId);
}

/** What the listener needs of a pooled connection (`pg`'s PoolClient). */
export interface ListeningClient {
  on(event: 'notification', listener: (message: Notification) => void): unknown;
  on(event: 'error' | 'end', listener: () => void): unknown;
  removeListener(event: 'notification', listener: (message: Notification) => void): unknown;
  query(text: string): Promise<unknown>;
  release(destroy: boolean): void;
}

/** What the listener needs of a pool (`pg`'s Pool). */
export interface ListeningPool {
  connect(): Promise<ListeningClient>;
}

/** What a follower of one channel hears: a payload, or that some may have gone unheard. */
export interface ChannelHandlers {
  heard: (payload: string | undefined) => void;
  missed: () => void;
}

/**
 * Listens on `channel` on one connection of the pool, and again `retryMs` after it fails or breaks; each gap counts
 * as missed changes. The connection is destroyed when it breaks or on stop, never returned to the pool still
 * listening.
 */
export async function followChannelOnPool(
  pool: ListeningPool,
  channel: string,
  handlers: ChannelHandlers,
  retryMs = RETRY_MS,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: ListeningClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  const onNotification = (message: Notification) => {
    if (message.channel === channel) handlers.heard(message.payload);
  };
  const schedule = () => {
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
  };
  const lost = (client: ListeningClient) => {
    if (current !== client) return;
    current = undefined;
    client.removeListener('notification', onNotification);
    client.release(true);
    handlers.missed();
    schedule();
  };
  async function connect(): Promise<void> {
    let client: ListeningClient | undefined;
    try {
      client = await pool.connect();
      if (stopped) return client.release(true);
      const listening = client;
      current = listening;
      listening.on('notification', onNotification);
      listening.on('error', () => lost(listening));
      listening.on('end', () => lost(listening));
      await listening.query(`LISTEN ${channel}`);
      // Whatever changed before this connection listened went unheard.
      handlers.missed();
    } catch {
      // No connection: try again later. A connection that broke was already handed to `lost` (or to stop).
      if (!client) schedule();
      else lost(client);
    }
  }
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    if (!client) return;
    client.removeListener('notification', onNotification);
    client.release(true);
  };
}

/** The review feed on a pool (`followChannelOnPool` on the review channel). */
export function followOnPool(
  pool: ListeningPool,
  handlers: ReviewChangeHandlers,
  retryMs = RETRY_MS,
): Promise<() => Promise<void>> {
  return followChannelOnPool(
    pool,
    REVIEW_CHANNEL,
    { heard: (payload) => hear(handlers, payload), missed: handlers.missed },
    retryMs,
  );
}

/**
 * Follows what is announced on `channel` of `db` (`pg_notify`) until the returned stop is called: PostgreSQL
 * through a dedicated listening connection of the pool, PGlite through its own `listen` (in-process).
 */
export async function followChannel(
  db: Db,
  channel: string,
  handlers: ChannelHandlers,
): Promise<() => Promise<void>> {
  const client: unknown = Reflect.get(db, '$client');
  if (client instanceof Pool) return followChannelOnPool(client, channel, handlers);
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, (payload) => handlers.heard(payload));
    return async () => unlisten();
  }
  return async () => undefined;
}

/**
 * Follows the review changes announced on `db` (`announceReviewChange`) until the returned stop is called.
 */
export function followReviewChanges(db: Db, handlers: ReviewChangeHandlers): Promise<() => Promise<void>> {
  return followChannel(db, REVIEW_CHANNEL, {
    heard: (payload) => hear(handlers, payload),
    missed: handlers.missed,
  });
}
