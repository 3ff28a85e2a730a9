import { buildApp } from './app';
import { loadAccountsConfig } from './accounts/accounts-config';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { refreshSearchDocuments } from './search/search-documents';
import { seedIfEmpty } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  // Refuse bad settings (a development outbox or seed in production) before the database is created.
  const { production } = loadAccountsConfig();
  if (production && config.CVB_SEED === 'on') {
    throw new Error(
      'CVB_SEED=on is refused with NODE_ENV=production: production never seeds (only development or test allow it)',
    );
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const migrateOnly = process.env.CVB_MIGRATE_ONLY === 'on';
  try {
    // The development seed (`npm start`, the browser tests): fills an empty database, a filled one is left alone.
    if (config.CVB_SEED === 'on' && (await seedIfEmpty(database.db))) console.log('Database seeded');
    // The header search's documents from what the database holds and this release's site pages.
    if (!migrateOnly) await refreshSearchDocuments(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  // The deploy's migrations Job (deploy/k8s/base/migrate-job.yaml): migrate (and seed with CVB_SEED=on), then exit.
  if (migrateOnly) {
    await database.close();
    console.log(`Database migrated (${database.kind})`);
    return;
  }
  const app = await buildApp({ database, logger: { level: config.LOG_LEVEL } });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  try {
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info(
      { database: database.kind },
      `CV Bazaar API listening at ${address}/api (database: ${database.kind})`,
    );
  } catch (error) {
    app.log.error({ err: error }, 'could not start listening');
    await database.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
