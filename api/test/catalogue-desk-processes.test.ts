import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { DeskModel } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../src/accounts/sessions';
import type { Database } from '../src/db/database';
import { brands, users } from '../src/db/schema';
import { freshMobile } from './accounts-helpers';
import { onSaleWith, upcomingTruck } from './catalogue-desk-helpers';
import { openTestDatabase } from './databases';

const API_DIR = resolve(__dirname, '..');
const ENTRY = resolve(API_DIR, 'dist/two-processes/main.js');
/** Ports of helper H4's range (5140–5149): the two API processes. */
const PORTS = [5143, 5144] as const;

/** One API process (the built `main.ts`, as deployed) on the test's PostgreSQL database. */
function startApi(port: number, databaseUrl: string): { child: ChildProcess; origin: string; log: string[] } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CVB_SEED: 'off',
    LEAD_OUTBOX_WORKER: 'off',
    ALERT_WORKER: 'off',
  };
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [ENTRY], { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  child.stdout?.on('data', (chunk) => log.push(String(chunk)));
  child.stderr?.on('data', (chunk) => log.push(String(chunk)));
  return { child, origin: `http://127.0.0.1:${port}`, log };
}

async function until<T>(ms: number, check: () => Promise<T | undefined>): Promise<T> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error(`not within ${ms} ms`);
}

/**
 * The proof: two API processes (not two apps in one process) on one PostgreSQL database. A price published
 * through one is served by the other within a second: the catalogue feed's LISTEN/NOTIFY between processes.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('catalogue desk: two API processes on one PostgreSQL database', () => {
  let database: Database;
  const apis: ReturnType<typeof startApi>[] = [];
  let cookie: string;

  beforeAll(async () => {
    execFileSync(process.execPath, [resolve(API_DIR, '../tools/build-node.mjs'), 'src/main.ts', ENTRY], {
      cwd: API_DIR,
      stdio: 'ignore',
    });
    database = await openTestDatabase('postgres');
    const [editor] = await database.db
      .insert(users)
      .values({ name: 'Two Process Editor', mobile: freshMobile(), role: 'editor' })
      .returning({ id: users.id });
    const session = await createSession(database.db, editor.id, new Date());
    cookie = `${SESSION_COOKIE}=${session.token}`;
    const url = process.env.TEST_DATABASE_URL ?? '';
    for (const port of PORTS) apis.push(startApi(port, url));
    for (const api of apis) {
      await until(60_000, async () => {
        if (api.child.exitCode !== null) throw new Error(`API exited: ${api.log.join('')}`);
        return (await fetch(`${api.origin}/api/health`)).ok || undefined;
      }).catch((error: Error) => {
        throw new Error(`${error.message}\n${api.log.join('')}`);
      });
    }
  });
  afterAll(async () => {
    for (const api of apis) {
      if (api.child.exitCode !== null) continue;
      const exited = new Promise((done) => api.child.once('exit', done));
      api.child.kill('SIGTERM');
      await exited;
    }
    await database?.close();
  });

  const desk = async (origin: string, method: string, path: string, body: object): Promise<DeskModel> => {
    const response = await fetch(`${origin}/api/admin/catalogue/${path}?locale=en`, {
      method,
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as DeskModel;
  };
  const priceOn = async (origin: string, slug: string): Promise<number | undefined> => {
    const response = await fetch(`${origin}/api/trucks/model-detail?brandSlug=tata-motors&modelSlug=${slug}`);
    return response.ok
      ? ((await response.json()) as { model: { minPrice: number } }).model.minPrice
      : undefined;
  };

  it('serves on the second process, within a second, a price published on the first', async () => {
    const [one, two] = apis;
    const [tata] = await database.db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.vertical, 'truck'), eq(brands.slug, 'tata-motors')));
    const slug = 'ace-ev-two-processes';
    let model = await desk(one.origin, 'POST', 'models', {
      document: onSaleWith(upcomingTruck(tata.id, slug), 1_210_000),
    });
    model = await desk(one.origin, 'POST', `models/${model.id}/publish`, { version: model.version });
    await until(1000, async () => ((await priceOn(two.origin, slug)) === 1_210_000 ? true : undefined));

    // The second process now holds the model in its snapshot; a new price must replace it there.
    const document = model.published!.document;
    model = await desk(one.origin, 'PUT', `models/${model.id}/draft`, {
      version: model.version,
      document: { ...document, variants: [{ ...document.variants[0], price: 1_185_000 }] },
    });
    await desk(one.origin, 'POST', `models/${model.id}/publish`, { version: model.version });
    const published = Date.now();
    await until(1000, async () => ((await priceOn(two.origin, slug)) === 1_185_000 ? true : undefined));
    expect(Date.now() - published).toBeLessThan(1000);
  });
});
