import Redis from 'ioredis';
import type { ChannelHandlers } from '../catalogue/review-change-feed';

/** Redis channels of the change feeds are the PostgreSQL channel's name under this prefix. */
export const REDIS_CHANNEL_PREFIX = 'cvb:';
/** How long a publish may wait for Redis before it is given up (the PostgreSQL feed carries it too). */
const PUBLISH_TIMEOUT_MS = 500;

/** One Redis pub/sub channel: publish on it, and hear it until stopped (docs/architecture.md#caching-and-invalidation). */
export interface RedisChannel {
  /** Publishes `payload`; false when Redis could not take it (never throws: the product runs without Redis). */
  publish(payload: string): Promise<boolean>;
  stop(): Promise<void>;
}

/** Closes a connection; one that is not ready (Redis away, reconnecting) is dropped at once, never waited for. */
async function quit(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status !== 'ready') return redis.disconnect();
  await redis.quit().catch(() => redis.disconnect());
}

/**
 * Subscribes to `channel` on the Redis at `url` with a connection of its own and publishes on another. Nothing waits
 * for Redis: when it is down, start-up goes on, publishes answer false at once, and the subscriber keeps reconnecting;
 * each (re)connection counts as missed changes (`handlers.missed`), since what was published meanwhile went unheard.
 */
export function followRedisChannel(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
  warn: (message: string) => void = () => undefined,
): RedisChannel {
  const name = REDIS_CHANNEL_PREFIX + channel;
  const retryStrategy = (times: number) => Math.min(times * 200, 2000);
  const subscriber = new Redis(url, { retryStrategy, maxRetriesPerRequest: null });
  const publisher = new Redis(url, { retryStrategy, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let warned = false;
  const onError = (error: Error) => {
    if (warned) return;
    warned = true;
    warn(`Redis change feed ${name}: ${error.message} (the PostgreSQL feed carries the changes meanwhile)`);
  };
  subscriber.on('error', onError);
  publisher.on('error', onError);
  subscriber.on('ready', () => {
    warned = false;
    handlers.missed();
  });
  subscriber.on('message', (from: string, payload: string) => {
    if (from === name) handlers.heard(payload);
  });
  subscriber.subscribe(name).catch(onError);
  return {
    async publish(payload) {
      if (publisher.status !== 'ready') return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), PUBLISH_TIMEOUT_MS);
        timer.unref();
      });
      try {
        return await Promise.race([publisher.publish(name, payload).then(() => true), late]);
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async stop() {
      subscriber.removeAllListeners('message');
      subscriber.removeAllListeners('ready');
      await Promise.all([quit(subscriber), quit(publisher)]);
    },
  };
}
