// The built site for a benchmark: scripts/start.mjs on the benchmark's own ports with a throw-away PGlite
// database, started and stopped with everything it spawned.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function assertPortsFree(ports) {
  for (const url of [`http://localhost:${ports.web}`, `http://127.0.0.1:${ports.api}`]) {
    const listening = await fetch(url).then(
      () => true,
      () => false,
    );
    if (listening) throw new Error(`${url} is already in use: stop whatever runs on the benchmark ports.`);
  }
}

/** Spawns scripts/start.mjs on the benchmark ports; `ready` resolves once the web server and the API answer. */
export function startSite(ports, dataDir) {
  const env = { ...process.env };
  delete env.DATABASE_URL; // always the throw-away PGlite database in dataDir
  Object.assign(env, {
    PORT: String(ports.web),
    API_PORT: String(ports.api),
    REMOTE_PORT_BASE: String(ports.remoteBase),
    MAIN_SITE_PORT: String(ports.mainSite ?? ports.web + 80),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopSite can also reach what it leaves behind
  });
  const log = [];
  const keep = (chunk) => log.push(...String(chunk).split('\n').filter(Boolean));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const ready = Promise.all([
    waitFor(`http://localhost:${ports.web}/remotes.json`, alive),
    waitFor(`http://127.0.0.1:${ports.api}/api/health`, alive),
  ]).catch((error) => {
    throw new Error(`${error.message}\n--- site output ---\n${log.slice(-40).join('\n')}`);
  });
  return { child, exited, ready };
}

export async function stopSite(site) {
  if (site.child.exitCode === null && site.child.signalCode === null) site.child.kill('SIGTERM');
  await site.exited;
  try {
    process.kill(-site.child.pid, 'SIGTERM'); // anything of its group still alive, e.g. after a crash
  } catch {
    // the group is gone: the normal case
  }
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url, alive, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`scripts/start.mjs exited before ${url} answered`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
