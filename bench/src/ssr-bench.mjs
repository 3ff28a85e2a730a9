// Server views under a crowd: starts the built site on its own ports (throw-away PGlite database) and loads, through
// the web server, /api/health (the baseline: a proxied trivial route) and four pages the web server renders — the
// home page, a list, a model page and a news story — with autocannon, 20 connections each. Every page is measured
// cold (each request a URL of its own, `?utm_source=bench-N`: the page is built anew, as after every data change)
// and warm (one URL: the web server's kept page). Prints pages/s and p50/p99 beside the goal of the model page:
// at least half the req/s of /api/health, p99 ≤ 100 ms. Run from the repo root after a build: npm run bench:ssr
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { runBench, seededModelAndStory, withBuiltSite, writeResults } from './bench-run.mjs';

const PORTS = { web: 3740, api: 4740, remoteBase: 3741, mainSite: 3739 };
const ORIGIN = `http://localhost:${PORTS.web}`;
const API = `http://127.0.0.1:${PORTS.api}/api`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARM_UP_REQUESTS = 20;
const GOAL = { shareOfHealth: 0.5, p99Ms: 100 };

/** The pages, with a model and a story the seeded database really has. */
async function pagesToMeasure() {
  const { model, story } = await seededModelAndStory(API);
  return [
    { name: 'model page', path: `/trucks/${model.brandSlug}/${model.slug}` },
    { name: 'list', path: '/trucks/popular-trucks' },
    { name: 'story', path: `/news/${story.slug}` },
    { name: 'home', path: '/' },
  ];
}

/** Sequential requests that must all answer 200; a page must carry its server view. Returns the first's time. */
async function warmUp(route) {
  let firstMs = null;
  for (let index = 0; index < WARM_UP_REQUESTS; index += 1) {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}${route.path}`);
    const body = await response.text();
    firstMs ??= performance.now() - started;
    if (!response.ok) throw new Error(`${route.path} answered ${response.status} while warming up`);
    if (route.page && !body.includes('data-server-view=')) {
      throw new Error(`${route.path} came without its server view: is the site built?`);
    }
  }
  return firstMs;
}

/** One autocannon run; `cold` gives every request a URL of its own (a tracking parameter: the same page). */
function load(route, cold) {
  let counter = 0;
  const requests = cold
    ? [
        {
          setupRequest: (request) => ({
            ...request,
            path: `${route.path}?utm_source=bench-${(counter += 1)}`,
          }),
        },
      ]
    : undefined;
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${ORIGIN}${route.path}`, connections: CONNECTIONS, duration: SECONDS, requests },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          name: route.name,
          mode: route.page ? (cold ? 'cold' : 'warm') : '',
          path: route.path,
          perSecond: result.requests.average,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          maxMs: result.latency.max,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
  });
}

function printTable(rows) {
  const line = (cells) =>
    cells.map((cell, index) => String(cell)[index === 0 ? 'padEnd' : 'padStart'](11)).join(' ');
  console.log(line(['route', 'mode', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors']));
  for (const row of rows) {
    console.log(
      line([
        row.name,
        row.mode,
        row.perSecond.toFixed(0),
        row.p50Ms,
        row.p99Ms,
        row.maxMs,
        row.non2xx,
        row.errors,
      ]),
    );
  }
  const health = rows.find((row) => row.name === 'health');
  const model = rows.find((row) => row.name === 'model page' && row.mode === 'warm');
  if (!health || !model) return;
  const share = model.perSecond / health.perSecond;
  console.log(
    `\nmodel page (warm) ${(share * 100).toFixed(0)} % of /api/health's req/s (goal ≥ ${GOAL.shareOfHealth * 100} %), ` +
      `p99 ${model.p99Ms} ms (goal ≤ ${GOAL.p99Ms} ms): ${share >= GOAL.shareOfHealth && model.p99Ms <= GOAL.p99Ms ? 'met' : 'NOT met'}`,
  );
}

async function main() {
  await withBuiltSite(PORTS, 'ssr', async () => {
    const pages = (await pagesToMeasure()).map((page) => ({ ...page, page: true }));
    console.log(
      `bench:ssr — ${CONNECTIONS} connections, ${SECONDS} s per row, through ${ORIGIN}; ` +
        `node ${process.version}, ${cpus().length} cores shared by the site and autocannon\n`,
    );
    const rows = [];
    const health = { name: 'health', path: '/api/health', page: false };
    await warmUp(health);
    rows.push(await load(health, false));
    const firstBuildMs = {};
    for (const page of pages) {
      rows.push(await load(page, true));
      firstBuildMs[page.name] = await warmUp({ ...page, path: `${page.path}?utm_source=bench-first` });
      await warmUp(page);
      rows.push(await load(page, false));
    }
    printTable(rows);
    console.log(
      `\none visitor, a page not kept yet (ms): ${Object.entries(firstBuildMs)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', ')}`,
    );
    await writeResults('ssr', { connections: CONNECTIONS, seconds: SECONDS, goal: GOAL, rows, firstBuildMs });
  });
}

runBench(main);
