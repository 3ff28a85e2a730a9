import { buildMainSiteServer } from './site-server';
import { settingsFromEnv } from './settings';

async function main() {
  const settings = settingsFromEnv();
  const app = await buildMainSiteServer(settings);
  await app.listen({ port: settings.port, host: settings.host });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
