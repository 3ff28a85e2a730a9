import { buildApp } from './app';
import { loadAccountsConfig } from './accounts/accounts-config';
import { loadConfig } from './config';
import { openDatabase } from './db/database';

async function main(): Promise<void> {
  const config = loadConfig();
  // Refuse bad account settings (a development outbox in production) before the database is created or seeded.
  loadAccountsConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // The deploy's migrations Job (deploy/k8s/base/migrate-job.yaml): migrate and seed, then exit.
  if (process.env.CVB_MIGRATE_ONLY === 'on') {
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
