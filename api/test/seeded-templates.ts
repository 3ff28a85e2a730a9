import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { seedIfEmpty } from '../src/seed';

/**
 * Every API test file starts from a freshly seeded database. Seeding once per run and copying the result
 * (a PGlite dump, a PostgreSQL `CREATE DATABASE … TEMPLATE`) gives each file the same pristine data in a
 * fraction of the time a seed takes.
 */
const PGLITE_IMAGE_ENV = 'CVB_TEST_PGLITE_IMAGE';

/**
 * Opening a database only migrates it: the tests' data is the development seed, run here explicitly — without the
 * marketplace's used ads, which the tests that want them add with seedUsedAds (an ads test starts from no ads).
 */
export async function seeded(database: Promise<Database>): Promise<Database> {
  const opened = await database;
  try {
    await seedIfEmpty(opened.db, undefined, { usedAds: false });
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

/** The connection string of `url`'s server with another database name. */
function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** The variable that keeps TEST_DATABASE_URL as given while each worker's points at its own database. */
const BASE_URL_ENV = 'CVB_TEST_DATABASE_BASE_URL';

/** The seeded template is named after the database TEST_DATABASE_URL was given with, in every worker. */
const templateNameOf = (url: string) => `${databaseNameOf(process.env[BASE_URL_ENV] ?? url)}_seeded_template`;

/** The databases the test files made, one each: `<name>_f<worker>_<time>`. */
const fileDatabasePattern = (base: string) => `${databaseNameOf(base).replace(/[_%\\]/g, '\\$&')}\\_f%`;

/**
 * Jest setup file: points this test file's TEST_DATABASE_URL at a database of its own (`<name>_f<worker>_<time>`),
 * so PostgreSQL test files run in parallel as PGlite's do, and a connection a finished file left open is never cut by
 * the next file replacing its database (pg reports that as an unhandled error in whatever test runs then). Each file
 * copies the seeded template into it; the global teardown drops them all.
 */
export function pointAtFileDatabase(): void {
  const base = process.env[BASE_URL_ENV] ?? process.env.TEST_DATABASE_URL;
  if (!base) return;
  process.env[BASE_URL_ENV] = base;
  const file = `${process.env.JEST_WORKER_ID ?? '1'}_${Date.now().toString(36)}`;
  process.env.TEST_DATABASE_URL = withDatabase(base, `${databaseNameOf(base)}_f${file}`);
}
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function onMaintenanceDatabase(url: string, run: (client: Client) => Promise<void>): Promise<void> {
  const client = new Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

async function preparePgliteImage(): Promise<void> {
  const database = await seeded(openDatabase({ dataDir: 'memory://' }));
  try {
    if (!database.pglite) throw new Error('expected a PGlite database');
    const image = await database.pglite.dumpDataDir('none');
    const file = path.join(tmpdir(), `cvb-api-test-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    process.env[PGLITE_IMAGE_ENV] = file;
  } finally {
    await database.close();
  }
}

async function preparePostgresTemplate(url: string): Promise<void> {
  const template = templateNameOf(url);
  await onMaintenanceDatabase(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(template)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted(template)}`);
  });
  const database = await seeded(openDatabase({ databaseUrl: withDatabase(url, template) }));
  await database.close();
}

/** Jest global setup: one seeded PGlite image, and one seeded PostgreSQL template when TEST_DATABASE_URL is set. */
export default async function prepareSeededTemplates(): Promise<void> {
  await preparePgliteImage();
  const url = process.env.TEST_DATABASE_URL;
  if (url) await preparePostgresTemplate(url);
}

/** The seeded PGlite image made by the global setup, if it ran. */
export function seededPgliteImage(): Blob | undefined {
  const file = process.env[PGLITE_IMAGE_ENV];
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/** Replaces `url`'s database with a copy of the seeded template; false when there is no template. */
export async function copySeededPostgres(url: string): Promise<boolean> {
  const template = templateNameOf(url);
  let copied = false;
  await onMaintenanceDatabase(url, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) return;
    const target = quoted(databaseNameOf(url));
    await client.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${target} TEMPLATE ${quoted(template)}`);
    copied = true;
  });
  return copied;
}

/** Creates `url`'s database when it does not exist yet (a worker's database before its first copy). */
export async function ensurePostgresDatabase(url: string): Promise<void> {
  await onMaintenanceDatabase(url, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseNameOf(url)]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${quoted(databaseNameOf(url))}`);
  });
}

/** Jest global teardown: drops the PGlite image file and the test files' PostgreSQL databases. */
export async function removeSeededCopies(): Promise<void> {
  const file = process.env[PGLITE_IMAGE_ENV];
  if (file) rmSync(file, { force: true });
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  await onMaintenanceDatabase(base, async (client) => {
    const made = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [fileDatabasePattern(base)],
    );
    for (const { datname } of made.rows)
      await client.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
  });
}
