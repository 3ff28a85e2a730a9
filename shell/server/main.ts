import { buildWebServer } from './app';
import { readConfig } from './config';

async function main() {
  const config = readConfig();
  const app = await buildWebServer(config);
  await app.listen({ port: config.PORT, host: config.HOST });
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
