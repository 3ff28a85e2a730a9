// Bundle-size benchmark: starts the built site on its own ports, opens the home page and the first page of
// every remote in headless Chromium, waits for each page's own heading, and reports the gzip size of the
// JavaScript and CSS each page downloads, split into shell / shared / remote, as a multiple of react + react-dom
// beside the goal, and the bytes actually transferred. Run from the repo root: npm run bench:bundles
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { REMOTE_FOLDERS } from '../../scripts/remote-apps.mjs';
import { CHROMIUM_ARGS, runBench, withBuiltSite, writeResults } from './bench-run.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// BENCH_WEB_PORT moves the whole set (API at +1000, remotes at +1…) when another copy of the site holds :3700.
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3700);
const API_PORT = WEB_PORT + 1000;
const REMOTE_PORT_BASE = WEB_PORT + 1;
const SHELL_ORIGIN = `http://localhost:${WEB_PORT}`;
/** Each page with the heading (level 1) that shows its real content, so the measure waits for the remote's code. */
const PAGES = [
  { path: '/', heading: 'Find the right commercial vehicle' },
  { path: '/trucks', heading: 'Trucks in India' },
  { path: '/buses', heading: 'Buses in India' },
  { path: '/three-wheelers', heading: 'Three-wheelers in India' },
  { path: '/tractors', heading: 'Tractors in India' },
  { path: '/tyres', heading: 'Tyres for trucks, tractors and three-wheelers' },
  { path: '/news', heading: 'Latest commercial vehicle news' },
  { path: '/fuel-prices', heading: 'Petrol, diesel and CNG prices today' },
  { path: '/account', heading: 'My account' },
  // A second vertical after the first, in the same tab (goal: ≤ 40 kB): only what the move to buses adds counts.
  {
    path: '/trucks',
    heading: 'Trucks in India',
    then: { nav: 'Vehicle categories', link: 'Buses', heading: 'Buses in India' },
  },
];
/** The goals, as a multiple of react + react-dom (gzip): the home page, and a vertical's first page. */
const GOAL_HOME = 1.8;
const GOAL_FIRST_PAGE = 2.2;
/** What a second page in another vertical may add, gzip kB. */
const GOAL_SECOND_PAGE_KB = 40;
/** After the heading shows, how long the network must stay quiet before the page counts as loaded. */
const QUIET_MS = 1000;
const SITE_PORTS = { web: WEB_PORT, api: API_PORT, remoteBase: REMOTE_PORT_BASE };
const KINDS = /** @type {const} */ (['shell', 'shared', 'remote', 'other']);
const CLASSIFICATION_RULE =
  'shared: the file is listed under "shared[].assets" in the mf-manifest.json of the app that served it ' +
  "(the shell's is shell/dist/public/mf-manifest.json); shell: any other file from the shell origin " +
  `(${SHELL_ORIGIN}); remote: any other file from a remote origin (remoteEntry.js, exposed and async chunks); ` +
  'other: any other origin.';

const kB = (bytes) => Math.round(bytes / 100) / 10; // 1 kB = 1000 bytes, one decimal
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

// ---------------------------------------------------------------------------------------------------------
// The site

// ---------------------------------------------------------------------------------------------------------
// Classification

/** file name → names of the shared modules it provides, from one app's mf-manifest.json. */
async function sharedAssets(distDir) {
  const file = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(file))
    throw new Error(`${path.relative(ROOT, file)} is missing: run "npm run build" first.`);
  const manifest = JSON.parse(await readFile(file, 'utf8'));
  const assets = new Map();
  for (const shared of manifest.shared ?? []) {
    const { js, css } = shared.assets;
    for (const asset of [...js.sync, ...js.async, ...css.sync, ...css.async]) {
      assets.set(asset, [...(assets.get(asset) ?? []), shared.name]);
    }
  }
  return assets;
}

/** origin → { app, shared } for the shell and every remote named by the running site's remotes.json. */
async function loadOrigins() {
  const origins = new Map([
    [SHELL_ORIGIN, { app: 'shell', shared: await sharedAssets(path.join(ROOT, 'shell/dist/public')) }],
  ]);
  const remotes = await (await fetch(`${SHELL_ORIGIN}/remotes.json`)).json();
  for (const [container, manifestUrl] of Object.entries(remotes)) {
    const app = REMOTE_FOLDERS.find((folder) => folder.replace(/-/g, '_') === container);
    if (!app) throw new Error(`remotes.json names an unknown container: ${container}`);
    origins.set(new URL(manifestUrl).origin, {
      app,
      shared: await sharedAssets(path.join(ROOT, app, 'dist')),
    });
  }
  return origins;
}

function classify(url, origins) {
  const { origin, pathname } = new URL(url);
  const owner = origins.get(origin);
  if (!owner) return { kind: 'other', app: origin };
  const sharedModules = owner.shared.get(path.posix.basename(pathname));
  if (sharedModules) return { kind: 'shared', app: owner.app, sharedModules };
  return { kind: owner.app === 'shell' ? 'shell' : 'remote', app: owner.app };
}

// ---------------------------------------------------------------------------------------------------------
// Measuring

const isCode = (response) => {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  return type === 'script' || type === 'stylesheet' || /javascript|css/.test(contentType);
};

/** Resolves once no request has been in flight for QUIET_MS (widgets and lazy texts load after the heading). */
function networkQuiet(tab) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  tab.on('request', () => change(1));
  tab.on('requestfinished', () => change(-1));
  tab.on('requestfailed', () => change(-1));
  return async () => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (inFlight <= 0 && Date.now() - lastChange >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

async function measurePage(browser, { path: firstPage, heading, then }, origins) {
  const context = await browser.newContext();
  const page = then ? `${firstPage} → ${then.link.toLowerCase()}` : firstPage;
  try {
    const tab = await context.newPage();
    let bodies = new Map(); // url → Promise<Buffer | null>
    let transfers = []; // Promise<{ code: boolean, bytes: number }> per response, as it came over the wire
    tab.on('response', (response) => {
      const code = isCode(response);
      transfers.push(
        response
          .request()
          .sizes()
          .then(
            (sizes) => ({ code, bytes: sizes.responseBodySize + sizes.responseHeadersSize }),
            () => ({ code, bytes: 0 }),
          ),
      );
      if (!code || response.status() >= 300 || bodies.has(response.url())) return;
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      );
    });
    const quiet = networkQuiet(tab);
    const navigation = await tab.goto(`${SHELL_ORIGIN}${firstPage}`, {
      waitUntil: 'commit',
      timeout: 60_000,
    });
    if (!navigation) throw new Error(`${page}: no response`);
    await tab
      .getByRole('heading', { level: 1, name: heading })
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 })
      .catch(() => {
        throw new Error(`${page}: the heading "${heading}" did not show within 60 s; is the remote up?`);
      });
    // A page the server rendered shows its heading at once: wait until the app's code has taken the view over.
    await tab.waitForFunction(
      () => !globalThis.document.querySelector('main [data-server-view], main [inert]'),
      null,
      {
        timeout: 60_000,
      },
    );
    await quiet();
    if (then) {
      // From here on, only what the second page adds.
      bodies = new Map();
      transfers = [];
      await tab
        .getByRole('navigation', { name: then.nav })
        .getByRole('link', { name: then.link, exact: true })
        .click();
      await tab.getByRole('heading', { level: 1, name: then.heading }).first().waitFor({ timeout: 60_000 });
      await quiet();
    }

    const files = [];
    for (const [url, pending] of bodies) {
      const body = await pending;
      if (!body) throw new Error(`${page}: could not read the body of ${url}`);
      files.push({ url, ...classify(url, origins), bytes: body.length, gzipBytes: gzipSize(body) });
    }
    const totals = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
    for (const file of files) totals[file.kind] += file.gzipBytes;
    if (page !== '/' && totals.remote === 0)
      throw new Error(`${page}: no remote code was loaded; is the remote up?`);
    const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    const wire = await Promise.all(transfers);
    const transferred = {
      code: wire.filter((t) => t.code).reduce((sum, t) => sum + t.bytes, 0),
      all: wire.reduce((sum, t) => sum + t.bytes, 0),
      requests: wire.length,
    };
    return {
      page,
      status: navigation.status(),
      gzipBytes: { ...totals, total },
      transferredBytes: transferred,
      kB: {
        shell: kB(totals.shell),
        shared: kB(totals.shared),
        remote: kB(totals.remote),
        other: kB(totals.other),
        total: kB(total),
        transferredCode: kB(transferred.code),
        transferredAll: kB(transferred.all),
      },
      files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
  } finally {
    await context.close();
  }
}

/** gzip size of the production builds of react and react-dom themselves, for comparison. */
async function reactBaseline() {
  const files = ['react/cjs/react.production.js', 'react-dom/cjs/react-dom-client.production.js'];
  const measured = [];
  for (const file of files) {
    const body = await readFile(path.join(ROOT, 'node_modules', file));
    measured.push({ file: `node_modules/${file}`, bytes: body.length, gzipBytes: gzipSize(body) });
  }
  const version = async (name) =>
    JSON.parse(await readFile(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  const gzipBytes = measured.reduce((sum, file) => sum + file.gzipBytes, 0);
  return {
    react: await version('react'),
    reactDom: await version('react-dom'),
    files: measured,
    gzipBytes,
    kB: kB(gzipBytes),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Report

function printTable(results, baseline) {
  const header = [
    'page',
    'shell kB',
    'shared kB',
    'remote kB',
    'total kB',
    '× react',
    'goal',
    'wire JS+CSS kB',
    'wire all kB',
  ];
  const rows = results.map((r) => {
    const goal = r.page === '/' ? GOAL_HOME : GOAL_FIRST_PAGE;
    const ratio = r.gzipBytes.total / baseline.gzipBytes;
    const second = r.page.includes('→');
    const met = (ok) => (ok ? 'met' : 'not met');
    return [
      r.page,
      ...[r.kB.shell, r.kB.shared, r.kB.remote, r.kB.total].map((n) => n.toFixed(1)),
      `${ratio.toFixed(2)}×`,
      second
        ? `≤ ${GOAL_SECOND_PAGE_KB} kB ${met(r.kB.total <= GOAL_SECOND_PAGE_KB)}`
        : `≤ ${goal.toFixed(1)}× ${met(ratio <= goal)}`,
      r.kB.transferredCode.toFixed(1),
      r.kB.transferredAll.toFixed(1),
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(
    '\nJavaScript + CSS downloaded per page, gzip -9 (1 kB = 1000 bytes), fresh browser context each;\n' +
      '"wire" columns: bytes actually transferred (encoded body + headers) for JS + CSS and for every request\n',
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  for (const r of results.filter((result) => result.gzipBytes.other > 0)) {
    console.log(
      `note: ${r.page} also loaded ${r.kB.other.toFixed(1)} kB from other origins (counted in total only)`,
    );
  }
  const parts = baseline.files
    .map((f) => `${path.basename(f.file)} ${kB(f.gzipBytes).toFixed(1)} kB`)
    .join(' + ');
  console.log(
    `\nreact ${baseline.react} + react-dom ${baseline.reactDom} themselves (gzip -9): ${parts} = ${baseline.kB.toFixed(1)} kB`,
  );
  console.log(`\nRule: ${CLASSIFICATION_RULE}`);
}

async function main() {
  await withBuiltSite(SITE_PORTS, 'bundles', async ({ atStop }) => {
    const origins = await loadOrigins();
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    atStop(() => browser.close());
    const results = [];
    for (const page of PAGES) {
      console.log(`measuring ${page.path}`);
      results.push(await measurePage(browser, page, origins));
    }
    const baseline = await reactBaseline();
    printTable(results, baseline);
    const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';
    const report = {
      unit: 'gzip level 9; bytes, and kB = 1000 bytes',
      rule: CLASSIFICATION_RULE,
      pages: results,
      reactBaseline: baseline,
    };
    await writeResults('bundles', report, label);
  });
}

runBench(main);
