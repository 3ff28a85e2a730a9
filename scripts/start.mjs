// Runs the whole site from built copies: API (:4000), web server (:3000), each remote on its own
// port (3101…3108) and the main-site host that embeds the tractors/infra remote (:3200). `--dev mfe-trucks` serves that one remote from webpack-dev-server with hot reload.
// Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_FOLDERS } from './remote-apps.mjs';
import { serveRemote } from './serve-remote.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const webPort = Number(env.PORT ?? 3000);
const apiPort = Number(env.API_PORT ?? 4000);
const remotePortBase = Number(env.REMOTE_PORT_BASE ?? 3101);
const mainSitePort = Number(env.MAIN_SITE_PORT ?? 3200);
const devIndex = process.argv.indexOf('--dev');
const devRemote = devIndex >= 0 ? process.argv[devIndex + 1] : undefined;
// The web and main-site servers vouch for the visitor's IP and host they forward to the API with this secret;
// the API ignores X-Forwarded-* from any other caller (docs/operations.md).
const proxySecret = env.PROXY_SECRET || randomBytes(24).toString('hex');

if (devRemote && !REMOTE_FOLDERS.includes(devRemote)) {
  console.error(`--dev expects one of: ${REMOTE_FOLDERS.join(', ')}`);
  process.exit(2);
}
for (const file of ['api/dist/main.js', 'shell/dist/server/main.js', 'main-site/dist/server/main.js']) {
  if (!existsSync(path.join(root, file))) {
    console.error(`${file} is missing: run "npm run build" first.`);
    process.exit(1);
  }
}

const children = [];
const servers = [];

function run(name, command, args, extraEnv, cwd = root) {
  const child = spawn(command, args, {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.close()));
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

try {
  // The development OTP outbox and seed are opt-in (never under NODE_ENV=production): this local stack and the
  // e2e tests read the outbox, and an empty database (a fresh clone's .data/) is filled with the seed.
  run('api', process.execPath, ['api/dist/main.js'], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    PROXY_SECRET: proxySecret,
    CVB_DEV_OUTBOX: env.CVB_DEV_OUTBOX ?? (env.NODE_ENV === 'production' ? 'off' : 'on'),
    CVB_SEED: env.CVB_SEED ?? (env.NODE_ENV === 'production' ? 'off' : 'on'),
  });

  for (const [index, folder] of REMOTE_FOLDERS.entries()) {
    const port = remotePortBase + index;
    if (folder === devRemote) {
      run(
        folder,
        process.execPath,
        [
          path.join(root, 'node_modules/webpack-cli/bin/cli.js'),
          'serve',
          '--mode',
          'development',
          '--port',
          String(port),
        ],
        {},
        path.join(root, folder),
      );
    } else {
      servers.push(await serveRemote({ root: path.join(root, folder, 'dist'), port }));
    }
  }

  await waitFor(`http://127.0.0.1:${apiPort}/api/health`);
  run('web', process.execPath, ['shell/dist/server/main.js'], {
    PORT: String(webPort),
    HOST: 'localhost',
    PROXY_SECRET: proxySecret,
    API_URL: `http://127.0.0.1:${apiPort}`,
    REMOTE_PORT_BASE: String(remotePortBase),
  });
  const tractorsInfraPort = remotePortBase + REMOTE_FOLDERS.indexOf('mfe-tractors-infra');
  run('main-site', process.execPath, ['main-site/dist/server/main.js'], {
    PORT: String(mainSitePort),
    HOST: 'localhost',
    PROXY_SECRET: proxySecret,
    API_URL: `http://127.0.0.1:${apiPort}`,
    TRACTORS_INFRA_MANIFEST: `http://localhost:${tractorsInfraPort}/mf-manifest.json`,
    CV_BAZAAR_URL: `http://localhost:${webPort}`,
  });
  await waitFor(`http://localhost:${webPort}/remotes.json`);
  await waitFor(`http://localhost:${mainSitePort}/config.json`);
  console.log(
    `\nCV Bazaar is running on http://localhost:${webPort}  (API http://127.0.0.1:${apiPort}/api/docs)` +
      `\nThe main-site host embedding tractors and infra: http://localhost:${mainSitePort}\n`,
  );
} catch (error) {
  console.error(`Could not start: ${error instanceof Error ? error.message : error}`);
  await stop(1);
}
