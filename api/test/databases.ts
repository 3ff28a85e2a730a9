import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, type Database, type DatabaseKind } from '../src/db/database';
import { TEST_PROXY } from './proxy-secret';
import { copySeededPostgres, ensurePostgresDatabase, seeded, seededPgliteImage } from './seeded-templates';

/** The databases every API test file runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** Drops everything the migrations and seed created, so PostgreSQL starts as empty as a fresh PGlite. */
export async function resetPostgres(url: string): Promise<void> {
  await ensurePostgresDatabase(url);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

/** A freshly seeded database: a copy of the run's seeded template when the global setup made one. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  // Without the global setup's copy (a seeded image or template), seed the fresh database here.
  if (kind === 'pglite') {
    const image = seededPgliteImage();
    const opened = openDatabase({ dataDir: 'memory://', pgliteImage: image });
    return image ? opened : seeded(opened);
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  if (await copySeededPostgres(url)) return openDatabase({ databaseUrl: url });
  await resetPostgres(url);
  return seeded(openDatabase({ databaseUrl: url }));
}

export interface TestApi {
  app: FastifyInstance;
  database: Database;
}

/**
 * A seeded database and the app on it, opened before the tests of a `describe` and closed after.
 * Read `api.app` / `api.database` inside tests, not at describe time.
 */
export function useTestApi(kind: DatabaseKind): TestApi {
  const api = {} as TestApi;
  beforeAll(async () => {
    api.database = await openTestDatabase(kind);
    api.app = await buildApp({ database: api.database, proxy: TEST_PROXY });
  });
  afterAll(async () => {
    await api.app?.close();
    await api.database?.close();
  });
  return api;
}
