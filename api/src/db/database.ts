import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as catalogueSchema from './schema';
import * as reviewSchema from './schema-reviews';
import * as accountSchema from './schema-accounts';
import * as siteSchema from './schema-site';
import * as communitySchema from './schema-community';
import * as adsSchema from './schema-ads';
import * as leadsSchema from './schema-leads';
import * as mediaSchema from './schema-media';
import * as mandiSchema from './schema-mandi';
import * as tyreSchema from './schema-tyres';
import * as implementSchema from './schema-implements';
import * as usedMarketSchema from './schema-used-market';
import * as catalogueDeskSchema from './schema-catalogue-desk';
import * as alertSchema from './schema-alerts';
import { defaultDataDir, migrationsFolder } from './locate';

const schema = {
  ...catalogueSchema,
  ...reviewSchema,
  ...accountSchema,
  ...siteSchema,
  ...communitySchema,
  ...adsSchema,
  ...leadsSchema,
  ...mediaSchema,
  ...mandiSchema,
  ...tyreSchema,
  ...implementSchema,
  ...usedMarketSchema,
  ...catalogueDeskSchema,
  ...alertSchema,
};
export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** The embedded client, when the database is PGlite (tests copy a seeded one). */
  pglite?: PGlite;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for a throw-away database. Default `<repo root>/.data/pglite`. */
  dataDir?: string;
  /** A dumped PGlite data directory to start from instead of an empty one (tests start from one seeded copy). */
  pgliteImage?: Blob;
}

const IN_MEMORY = 'memory://';

async function openPglite(dataDir: string, image?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith(IN_MEMORY);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // pg_trgm (header search) ships in PGlite's contrib; the migration's CREATE EXTENSION then finds it.
  const client = await PGlite.create({
    dataDir: inMemory ? undefined : dataDir,
    extensions: { pg_trgm },
    ...(image ? { loadDataDir: image } : {}),
  });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: () => client.close(), pglite: client };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new Pool({ connectionString: databaseUrl });
  const db = drizzlePostgres({ client: pool, schema });
  try {
    await migratePostgres(db, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * Opens PostgreSQL (when `databaseUrl` is given) or PGlite and applies the migrations; nothing else. Filling an
 * empty database is the seed's step (`seedIfEmpty` of `src/seed`), which `main.ts` runs only with `CVB_SEED=on`.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir ?? defaultDataDir(), options.pgliteImage);
}
