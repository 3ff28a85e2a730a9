import { EventEmitter } from 'node:events';
import type { Notification } from 'pg';
import {
  followOnPool,
  REVIEW_CHANNEL,
  type ListeningClient,
  type ListeningPool,
} from '../src/catalogue/review-change-feed';

/** A pooled connection that records what the listener asks of it and lets the test break it. */
class FakeClient extends EventEmitter implements ListeningClient {
  readonly queries: string[] = [];
  released: boolean | null = null;
  constructor(private readonly failQuery = false) {
    super();
  }
  async query(text: string): Promise<unknown> {
    this.queries.push(text);
    if (this.failQuery) throw new Error('connection reset');
    return {};
  }
  release(destroy: boolean): void {
    this.released = destroy;
  }
  notify(payload: string, channel = REVIEW_CHANNEL): void {
    const message: Notification = { processId: 1, channel, payload };
    this.emit('notification', message);
  }
}

/** Hands out the given connections in turn; `null` stands for a failed connect. */
class FakePool implements ListeningPool {
  readonly handedOut: FakeClient[] = [];
  attempts = 0;
  constructor(private readonly next: (FakeClient | null)[]) {}
  async connect(): Promise<FakeClient> {
    this.attempts += 1;
    const client = this.next.shift();
    if (!client) throw new Error('database unreachable');
    this.handedOut.push(client);
    return client;
  }
}

function recorder() {
  const heard: (number | 'missed')[] = [];
  return {
    heard,
    handlers: { changed: (modelId: number) => heard.push(modelId), missed: () => heard.push('missed') },
  };
}

const until = async (done: () => boolean) => {
  for (let attempt = 0; attempt < 200 && !done(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('following review changes on a PostgreSQL pool', () => {
  it('listens on one connection and hears the model of each change; anything else counts as missed', async () => {
    const client = new FakeClient();
    const { heard, handlers } = recorder();
    const stop = await followOnPool(new FakePool([client]), handlers, 10);
    expect(client.queries).toEqual([`LISTEN ${REVIEW_CHANNEL}`]);
    client.notify('42');
    client.notify('7', 'another_channel');
    client.notify('not-a-model');
    expect(heard).toEqual(['missed', 42, 'missed']);
    await stop();
    expect(client.released).toBe(true);
    client.notify('43');
    expect(heard).toEqual(['missed', 42, 'missed']);
  });

  it('forgets everything when the connection breaks and listens again on a new one', async () => {
    const first = new FakeClient();
    const second = new FakeClient();
    const pool = new FakePool([first, second]);
    const { heard, handlers } = recorder();
    const stop = await followOnPool(pool, handlers, 10);
    first.emit('error');
    first.emit('end');
    expect(first.released).toBe(true);
    expect(heard).toEqual(['missed', 'missed']);
    await until(() => second.queries.length > 0);
    expect(second.queries).toEqual([`LISTEN ${REVIEW_CHANNEL}`]);
    await until(() => heard.length === 3);
    second.notify('5');
    first.notify('6');
    expect(heard).toEqual(['missed', 'missed', 'missed', 5]);
    await stop();
    expect(pool.handedOut).toEqual([first, second]);
  });

  it('keeps trying while the database cannot be reached or LISTEN fails, and stops trying when stopped', async () => {
    const failing = new FakeClient(true);
    const working = new FakeClient();
    const pool = new FakePool([null, failing, working]);
    const { heard, handlers } = recorder();
    const stop = await followOnPool(pool, handlers, 10);
    await until(() => working.queries.length > 0);
    expect(failing.released).toBe(true);
    expect(pool.handedOut).toEqual([failing, working]);
    await until(() => heard.length === 2);
    // The failed LISTEN, then the working connection's start: both forget everything.
    expect(heard).toEqual(['missed', 'missed']);
    working.notify('9');
    expect(heard).toEqual(['missed', 'missed', 9]);
    expect(pool.attempts).toBe(3);
    await stop();

    const neverUp = new FakePool([]);
    const stopEarly = await followOnPool(neverUp, recorder().handlers, 10);
    await stopEarly();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(neverUp.attempts).toBe(1);
  });
});
