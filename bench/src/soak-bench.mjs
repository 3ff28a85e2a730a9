// Soak test: the built site (npm start's scripts/start.mjs) on its own ports with a throw-away PGlite database,
// then SOAK_MINUTES (default 10) of mixed traffic on loopback: pages through the shell's server and API reads
// (catalogue lists and models, search, news, fuel, mandi) and a lead a minute. Prints per minute: requests, errors (5xx, time-outs, resets), p50/p99 and the API's
// resident memory, then whether the memory stayed flat. Run from the repo root: npm run bench:soak (builds first).
import { readFile, readdir } from 'node:fs/promises';
import autocannon from 'autocannon';
import { runBench, withBuiltSite } from './bench-run.mjs';

const PORTS = { web: 3760, api: 4760, remoteBase: 3761, mainSite: 3770 };
const WEB = `http://localhost:${PORTS.web}`;
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
/** Memory may grow this much from the second minute to the last before it counts as a leak. */
const LEAK_TOLERANCE = 0.15;

async function getJson(pathAndQuery) {
  const response = await fetch(`${WEB}${pathAndQuery}`);
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
  return response.json();
}

/** Real slugs from the API, so the traffic hits models, stories and cities that exist. */
async function trafficMix() {
  const trucks = await getJson('/api/trucks/filter-page?pageSize=12');
  const buses = await getJson('/api/buses/filter-page?pageSize=6');
  const truck = trucks.items[0];
  const bus = buses.items[0];
  if (!truck || !bus) throw new Error('the catalogue is empty');
  const pages = [
    '/',
    '/trucks',
    '/buses',
    '/three-wheelers',
    '/hi/trucks',
    `/trucks/${truck.brandSlug}/${truck.slug}`,
  ];
  const reads = [
    '/api/trucks/filter-page?budget=10-20-lakh',
    '/api/trucks/filter-page?brandSlugs=tata-motors&sort=price-asc',
    '/api/buses/filter-page?bodyTypes=school',
    '/api/three-wheelers/filter-page?fuelTypes=electric',
    `/api/trucks/model-detail?brandSlug=${truck.brandSlug}&modelSlug=${truck.slug}`,
    `/api/buses/model-detail?brandSlug=${bus.brandSlug}&modelSlug=${bus.slug}&locale=ta`,
    '/api/general/search?searchQuery=tata',
    '/api/general/news?page=1',
    '/api/v4/fuel-data-for-all-cities',
    '/api/e-mandi/home-page',
  ];
  return [
    ...pages.map((p) => ({ method: 'GET', path: p, headers: { accept: 'text/html' } })),
    ...reads.map((p) => ({ method: 'GET', path: p })),
  ];
}

/** The API process of this run: node api/dist/main.js with our port in its environment. */
async function apiPid() {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('api/dist/main.js')) continue;
      const environ = await readFile(`/proc/${entry}/environ`, 'utf8');
      if (environ.split('\0').includes(`PORT=${PORTS.api}`)) return Number(entry);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  throw new Error('the API process of this run was not found');
}

async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

function oneMinute(requests) {
  return new Promise((resolve, reject) => {
    const run = autocannon(
      { url: WEB, connections: CONNECTIONS, duration: 60, requests, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(run, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

const post = (pathName, body) =>
  fetch(`${WEB}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB },
    body: JSON.stringify(body),
  });

/** One lead a minute, the way a visitor sends it (code to the mobile, confirmed, then the form); its status. */
async function sendLead(minute) {
  const mobile = `98${String(10_000_000 + minute).padStart(8, '0')}`;
  await post('/api/general/send-otp', { mobile, purpose: 'verify' });
  const outbox = await (await fetch(`${WEB}/api/dev/outbox?mobile=${mobile}`)).json();
  const code = /\b(\d{6})\b/.exec(outbox.messages?.[0]?.text ?? '')?.[1] ?? '';
  const confirmed = await (
    await post('/api/general/confirm-otp', { mobile, code, purpose: 'verify' })
  ).json();
  const response = await post('/api/general/lead-form', {
    kind: 'quote',
    name: 'Soak Test',
    mobile,
    email: 'soak@example.in',
    city: 'pune',
    pincode: '411001',
    vertical: 'truck',
    source: '/trucks',
    idempotencyKey: `soak-${Date.now()}-${minute}`,
    verificationToken: confirmed.data?.verificationToken,
  });
  return response.status;
}

async function main() {
  await withBuiltSite(PORTS, 'soak', async () => {
    const requests = await trafficMix();
    const pid = await apiPid();
    console.log(
      `soak: ${MINUTES} min, ${CONNECTIONS} connections, ${requests.length} kinds of request; API pid ${pid}`,
    );
    console.log('minute  requests  errors  non-2xx  p50 ms  p99 ms  API RSS MB  lead');
    const memory = [];
    let totalErrors = 0;
    for (let minute = 1; minute <= MINUTES; minute += 1) {
      const [result, lead] = await Promise.all([oneMinute(requests), sendLead(minute)]);
      const rss = await rssMb(pid);
      memory.push(rss);
      const errors = result.errors + result.timeouts + result['5xx'];
      totalErrors += errors;
      const non2xx = result.non2xx - result['5xx'];
      console.log(
        [
          minute,
          result.requests.total,
          errors,
          non2xx,
          result.latency.p50,
          result.latency.p99,
          rss.toFixed(1),
          lead,
        ]
          .map((v) => String(v).padStart(7))
          .join(' '),
      );
    }
    if (memory.length < 3) {
      console.log(`errors: ${totalErrors}; memory: run 3 minutes or more to tell flat from growing`);
      return;
    }
    const settled = memory[1];
    const last = memory[memory.length - 1];
    const growth = (last - settled) / settled;
    console.log(
      `errors: ${totalErrors}; API memory from minute 2 to ${MINUTES}: ${settled.toFixed(1)} → ${last.toFixed(1)} MB` +
        ` (${(growth * 100).toFixed(1)} %: ${growth <= LEAK_TOLERANCE ? 'flat' : 'growing — look for a leak'})`,
    );
  });
}

runBench(main);
