// What every benchmark of the built site does around its measuring: start the site on its own ports with a
// throw-away database, stop it (and a browser) after, on an error and on Ctrl-C, and write its figures.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPortsFree, startSite, stopSite } from './built-site.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Debian's Chromium, headless, with nothing of its own on the network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The most popular truck and the newest story the seeded database really has (`api` ends in `/api`). */
export async function seededModelAndStory(api) {
  const popular = await getJson(`${api}/trucks/filter-page?pageType=popular&locale=en`);
  const model = popular.items?.[0];
  if (!model) throw new Error('trucks/filter-page answered no popular truck');
  const news = await getJson(`${api}/newsarticles?locale=en`);
  const story = Array.isArray(news) ? news[0] : undefined;
  if (!story) throw new Error('newsarticles answered no story');
  return { model, story };
}

/**
 * Starts the built site on `ports` with a throw-away PGlite database, runs `measure({ site, dataDir, atStop })`
 * and stops everything after, also on an error or Ctrl-C. `atStop(close)` adds something to close first (a browser).
 */
export async function withBuiltSite(ports, label, measure) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `cvb-bench-${label}-`));
  let site;
  const closers = [];
  const stopAll = async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    if (site) await stopSite(site);
    await rm(dataDir, { recursive: true, force: true });
  };
  const interrupt = () => void stopAll().finally(() => process.exit(130));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    console.log(
      `Starting the built site on :${ports.web} (API :${ports.api}, remotes :${ports.remoteBase}…)`,
    );
    await assertPortsFree(ports);
    site = startSite(ports, dataDir);
    await site.ready;
    return await measure({ site, dataDir, atStop: (close) => closers.push(close) });
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    await stopAll();
  }
}

/** Writes `bench/results/<kind>-<date><suffix>.json` (ignored by git) and says where. */
export async function writeResults(kind, report, suffix = '') {
  const out = path.join(
    ROOT,
    'bench/results',
    `${kind}-${new Date().toISOString().slice(0, 10)}${suffix}.json`,
  );
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify({ date: new Date().toISOString(), ...report }, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(ROOT, out)}`);
}

/** Runs a benchmark's main: its error is printed and the exit code is 1. */
export function runBench(main) {
  main().catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  });
}
