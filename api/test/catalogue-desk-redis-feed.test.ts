import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { followRedisChannel } from '../src/catalogue-desk/redis-channel';
import { openDatabase, type Database } from '../src/db/database';
import { sessionWithRole } from './admin-helpers';
import { ADMIN_MOBILE, RecordingSms, TestClock, type AccountsTestApi } from './accounts-helpers';
import { brandId, desk, modelOf, onSaleWith, upcomingTruck } from './catalogue-desk-helpers';
import { openTestDatabase, testDatabases } from './databases';
import { TEST_PROXY } from './proxy-secret';
import { testRedisUrl } from './redis';

const NOWHERE = 'redis://127.0.0.1:1';

async function within<T>(ms: number, check: () => Promise<T | undefined>): Promise<T> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error(`not within ${ms} ms`);
}

describe('the Redis channel of the change feeds', () => {
  const withRedis = testRedisUrl ? it : it.skip;

  withRedis('carries a payload from one subscriber-publisher to another', async () => {
    const channel = `test_${randomBytes(4).toString('hex')}`;
    const heard: string[] = [];
    const missed: number[] = [];
    const one = followRedisChannel(testRedisUrl ?? '', channel, {
      heard: () => undefined,
      missed: () => undefined,
    });
    const two = followRedisChannel(testRedisUrl ?? '', channel, {
      heard: (payload) => heard.push(payload ?? ''),
      missed: () => missed.push(Date.now()),
    });
    try {
      // The first (re)connection counts as missed changes; publishing waits for a ready connection.
      await within(2000, async () =>
        missed.length > 0 && (await one.publish('m1 truck id1')) ? true : undefined,
      );
      await within(1000, async () => (heard.includes('m1 truck id1') ? true : undefined));
    } finally {
      await one.stop();
      await two.stop();
    }
  });

  it('never holds anything up when Redis is not there: publishing answers false at once', async () => {
    const channel = followRedisChannel(NOWHERE, 'cvb_nowhere', {
      heard: () => undefined,
      missed: () => undefined,
    });
    const started = Date.now();
    expect(await channel.publish('m truck id')).toBe(false);
    expect(Date.now() - started).toBeLessThan(600);
    await channel.stop();
  });
});

/**
 * Two API instances whose catalogue feed listens on Redis alone (not on PostgreSQL), each on its own database
 * handle: a publish on one reaches the other through Redis pub/sub. On PGlite each has its own database (the price
 * cannot travel, so the second instance's data version shows it rebuilt); on PostgreSQL both share one, and the
 * second serves the new price within a second.
 */
describe.each(testDatabases)('catalogue desk: the feed over Redis on %s', (kind) => {
  const onRedis = testRedisUrl ? it : it.skip;
  const sms = new RecordingSms();
  const clock = new TestClock();
  const opened: Database[] = [];
  const apps: FastifyInstance[] = [];
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    first = await openTestDatabase(kind);
    opened.push(first);
    const url = process.env.TEST_DATABASE_URL;
    second =
      kind === 'postgres' && url ? await openDatabase({ databaseUrl: url }) : await openTestDatabase(kind);
    opened.push(second);
  });

  const start = (database: Database, redisUrl: string) =>
    buildApp({
      database,
      accounts: { env: { NODE_ENV: 'test', ADMIN_MOBILE }, clock: clock.now, sms },
      leads: { env: { LEAD_OUTBOX_WORKER: 'off' } },
      proxy: TEST_PROXY,
      catalogueFeed: { redisUrl, postgres: false },
    });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of opened.reverse()) await database.close();
  });

  const versionOf = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/api/general/data-version' })).json().version as string;
  const priceOn = async (app: FastifyInstance, slug: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/trucks/model-detail?brandSlug=tata-motors&modelSlug=${slug}`,
    });
    return response.statusCode === 200 ? (response.json().model.minPrice as number) : null;
  };

  onRedis('tells the other instance of a publish through Redis within a second', async () => {
    const one: AccountsTestApi = {
      app: await start(first, testRedisUrl ?? ''),
      database: first,
      clock,
      sms,
      answers: [],
    };
    const two = await start(second, testRedisUrl ?? '');
    apps.push(one.app, two);

    const editor = await sessionWithRole(one, 'editor');
    const tata = await brandId(one, 'truck', 'tata-motors');
    await priceOn(two, 'ultra-ev-redis');
    const before = await versionOf(two);
    const model = modelOf(
      await desk(one, editor, 'POST', 'models', {
        document: onSaleWith(upcomingTruck(tata, 'ultra-ev-redis'), 2_150_000),
      }),
    );
    modelOf(await desk(one, editor, 'POST', `models/${model.id}/publish`, { version: model.version }));
    const published = Date.now();
    await within(1000, async () => ((await versionOf(two)) !== before ? true : undefined));
    if (kind === 'postgres') {
      await within(1000, async () =>
        (await priceOn(two, 'ultra-ev-redis')) === 2_150_000 ? true : undefined,
      );
    }
    expect(Date.now() - published).toBeLessThan(1000);
  });

  it('starts and publishes when REDIS_URL names a Redis that is not there', async () => {
    const database = first;
    const app = await start(database, NOWHERE);
    apps.push(app);
    const api: AccountsTestApi = { app, database, clock, sms, answers: [] };
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const editor = await sessionWithRole(api, 'editor');
    const tata = await brandId(api, 'truck', 'tata-motors');
    const model = modelOf(
      await desk(api, editor, 'POST', 'models', {
        document: onSaleWith(upcomingTruck(tata, 'ultra-ev-nowhere'), 1_990_000),
      }),
    );
    modelOf(await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: model.version }));
    expect(await priceOn(app, 'ultra-ev-nowhere')).toBe(1_990_000);
  });
});
