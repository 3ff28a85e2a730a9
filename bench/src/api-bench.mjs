// API benchmark: starts the built API (api/dist/main.js) on its own port with a throw-away PGlite database,
// then loads the truck filter page (a few representative queries), the model page's three calls, the bus and
// three-wheeler filter pages (a plain listing and a filtered one each) and a bus model page in Tamil, and, as a
// baseline, the trivial /api/health route, one after another with autocannon, and prints requests/s and
// p50/p95/p99 latency per route. Then the default truck filter page once more with nobody editing and once while an
// editor publishes a price through the catalogue desk every second (publish-load.mjs), and the ratio of their p99.
// Run from the repo root: npm run bench:api (it builds the API first).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_ADMIN, preparePublisher } from './publish-load.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_ENTRY = path.join(ROOT, 'api/dist/main.js');
/** The p99 of filter-page while an editor publishes every second may be at most this many times the idle p99. */
const PUBLISH_P99_LIMIT = 2;
// bench:bundles uses 4700; neither is the API's default 4000. BENCH_API_PORT picks another free port.
const PORT = Number(process.env.BENCH_API_PORT ?? 4710);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECONDS_PER_ROUTE = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_REQUESTS = 20;
/** Requests/s of the publish rows (BENCH_PUBLISH_RATE; 0: flat out, as the route table). */
const PUBLISH_RATE = Number(process.env.BENCH_PUBLISH_RATE ?? 100);
/** BENCH_ONLY=publish runs the publish rows alone (idle vs publishing), without the table of every route. */
const ONLY_PUBLISH = process.env.BENCH_ONLY === 'publish';

// ---------------------------------------------------------------------------------------------------------
// The API

async function assertPortFree() {
  const listening = await fetch(`${ORIGIN}/api/health`).then(
    () => true,
    () => false,
  );
  if (listening) throw new Error(`${ORIGIN} is already in use: stop whatever runs on the benchmark port.`);
}

/** Spawns the built API; `ready` resolves once /api/health answers (after migrations and the seed). */
function startApi(dataDir) {
  const env = { ...process.env };
  // The throw-away PGlite database in dataDir, unless BENCH_DATABASE_URL names a PostgreSQL database for the run
  // (seeded when empty; never a database anything else uses).
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  Object.assign(env, {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CVB_SEED: 'on',
    ADMIN_MOBILE: BENCH_ADMIN.mobile,
    CVB_SEED_ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  delete env.REDIS_URL; // the feed's PostgreSQL side alone, as on a developer's machine
  const child = spawn(process.execPath, [API_ENTRY], {
    cwd: path.join(ROOT, 'api'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const keep = (chunk) => log.push(...String(chunk).split('\n').filter(Boolean));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const ready = waitForHealth(alive).catch((error) => {
    throw new Error(`${error.message}\n--- API output ---\n${log.slice(-40).join('\n')}`);
  });
  return { child, exited, ready };
}

async function stopApi(api) {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
  await api.exited;
}

async function waitForHealth(alive, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error('api/dist/main.js exited before /api/health answered');
    const ok = await fetch(`${ORIGIN}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`/api/health did not answer within ${timeoutMs / 1000} s`);
}

// ---------------------------------------------------------------------------------------------------------
// Routes

async function getJson(pathAndQuery) {
  const response = await fetch(`${ORIGIN}${pathAndQuery}`);
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The most popular model of a vertical's seed (`<prefix>/filter-page?pageType=popular`, first item). */
async function popularModel(prefix) {
  const popular = await getJson(`/api/${prefix}/filter-page?pageType=popular`);
  const model = popular.items[0];
  if (!model) throw new Error(`${prefix}/filter-page?pageType=popular returned no model: is the seed empty?`);
  return model;
}

/** The routes to load; the model page's calls use the most popular truck (and bus) of the seed data. */
async function benchmarkRoutes() {
  const { brandSlug, slug: modelSlug } = await popularModel('trucks');
  const bus = await popularModel('buses');
  return [
    { name: 'baseline: GET /api/health', path: '/api/health' },
    {
      name: 'filter-page: search, default',
      path: '/api/trucks/filter-page?pageType=search&sort=popularity&page=1',
    },
    {
      name: `filter-page: brand ${brandSlug} + budget`,
      path: `/api/trucks/filter-page?pageType=search&brandSlugs=${brandSlug}&budget=under-20-lakh&sort=price-asc`,
    },
    {
      name: 'filter-page: body, fuel, gvw, page 2',
      path: '/api/trucks/filter-page?pageType=search&bodyTypes=cargo,heavy&fuelTypes=diesel&gvw=12-16-t,16-25-t&sort=price-desc&page=2',
    },
    { name: 'filter-page: mini-trucks list', path: '/api/trucks/filter-page?pageType=mini-trucks&locale=hi' },
    {
      name: `model-detail: ${modelSlug}`,
      path: `/api/trucks/model-detail?brandSlug=${brandSlug}&modelSlug=${modelSlug}&city=new-delhi&locale=en`,
    },
    { name: `similar-data: ${modelSlug}`, path: `/api/general/similar-data?type=truck&slug=${modelSlug}` },
    {
      name: `model-videos: ${modelSlug}`,
      path: `/api/trucks/model-videos?brandSlug=${brandSlug}&modelSlug=${modelSlug}&_limit=12`,
    },
    {
      name: 'buses/filter-page: search, default',
      path: '/api/buses/filter-page?pageType=search&sort=popularity&page=1',
    },
    {
      name: 'buses/filter-page: ambulance < 1 crore',
      path: '/api/buses/filter-page?pageType=search&bodyTypes=ambulance&budget=under-1-crore&sort=price-asc',
    },
    {
      name: 'three-wheelers/filter-page: default',
      path: '/api/three-wheelers/filter-page?pageType=search&sort=popularity&page=1',
    },
    {
      name: 'three-wheelers/filter-page: e-rick EV',
      path: '/api/three-wheelers/filter-page?pageType=search&bodyTypes=e-rickshaw&fuelTypes=electric&sort=price-asc',
    },
    {
      name: `buses/model-detail: ${bus.slug} (ta)`,
      path: `/api/buses/model-detail?brandSlug=${bus.brandSlug}&modelSlug=${bus.slug}&city=mumbai&locale=ta`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Measuring

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function warmUp(route) {
  for (let i = 0; i < WARM_UP_REQUESTS; i += 1) await getJson(route.path);
}

/** One autocannon run; latencies are collected per response because autocannon reports no p95. */
function load(route, overallRate) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        url: `${ORIGIN}${route.path}`,
        connections: CONNECTIONS,
        duration: SECONDS_PER_ROUTE,
        ...(overallRate ? { overallRate } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          route: route.name,
          path: route.path,
          requestsPerSecond: result.requests.average,
          requests: result.requests.total,
          p50Ms: percentile(latencies, 50),
          p95Ms: percentile(latencies, 95),
          p99Ms: percentile(latencies, 99),
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
  });
}

function printTable(rows) {
  const header = ['route', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors'];
  const cells = rows.map((row) => [
    row.route,
    row.requestsPerSecond.toFixed(0),
    row.p50Ms.toFixed(1),
    row.p95Ms.toFixed(1),
    row.p99Ms.toFixed(1),
    String(row.non2xx),
    String(row.errors),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((cell) => cell[i].length)));
  const line = (values) =>
    values.map((value, i) => (i === 0 ? value.padEnd(widths[i]) : value.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const cell of cells) console.log(line(cell));
}

/**
 * The default truck filter page with nobody editing, then while an editor publishes a truck price every second;
 * both runs back to back, so they see the same machine. At `rate` requests/s in all (a busy site, not the API's
 * ceiling: at saturation p99 measures the queue autocannon builds, not the publish), or flat out when 0.
 */
async function publishRows(rate) {
  const route = {
    name: 'filter-page: search, default',
    path: '/api/trucks/filter-page?pageType=search&sort=popularity&page=1',
  };
  const publisher = await preparePublisher(ORIGIN);
  await warmUp(route);
  const at = rate ? ` at ${rate}/s` : ' flat out';
  const idle = await load({ ...route, name: `${route.name}${at}, idle` }, rate);
  const stop = publisher.start();
  const busy = await load({ ...route, name: `${route.name}${at}, publishing 1/s` }, rate);
  const publishing = await stop();
  return { rate, idle, busy, publishing, ratio: busy.p99Ms / idle.p99Ms };
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(API_ENTRY))
    throw new Error('api/dist/main.js is missing: run "cd api && npm run build" first.');
  await assertPortFree();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cvb-bench-api-'));
  const api = startApi(dataDir);
  const cleanUp = async () => {
    await stopApi(api);
    await rm(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const started = Date.now();
    await api.ready;
    console.log(
      `API up on ${ORIGIN} (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL: BENCH_DATABASE_URL' : 'PGlite in a temporary DATA_DIR'}) after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const routes = await benchmarkRoutes();
    console.log(
      `${routes.length} routes, ${SECONDS_PER_ROUTE} s each, ${CONNECTIONS} connections, ${WARM_UP_REQUESTS} warm-up requests each; ` +
        `node ${process.version}, ${cpus().length} cores (autocannon shares them with the API)\n`,
    );
    const rows = [];
    for (const route of ONLY_PUBLISH ? [] : routes) {
      await warmUp(route);
      rows.push(await load(route));
    }
    if (rows.length > 0) printTable(rows);
    const publish = await publishRows(PUBLISH_RATE);
    console.log(
      `\nfilter-page while an editor publishes a truck price every second (${publish.publishing.publishes} publishes, ` +
        `each ${publish.publishing.medianMs} ms median for draft save + publish):\n`,
    );
    printTable([publish.idle, publish.busy]);
    const verdict = publish.ratio <= PUBLISH_P99_LIMIT ? 'within' : 'OVER';
    console.log(
      `p99 publishing / idle: ${publish.ratio.toFixed(2)}× (${verdict} the ${PUBLISH_P99_LIMIT}× limit)`,
    );
    const resultsDir = path.join(ROOT, 'bench/results');
    await mkdir(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `api-${new Date().toISOString().slice(0, 10)}.json`);
    const settings = {
      secondsPerRoute: SECONDS_PER_ROUTE,
      connections: CONNECTIONS,
      warmUpRequests: WARM_UP_REQUESTS,
    };
    await writeFile(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), settings, rows, publish }, null, 2)}\n`,
    );
    console.log(`\nSaved ${path.relative(ROOT, file)}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
