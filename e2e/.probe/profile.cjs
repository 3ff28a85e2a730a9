// CPU profile of a page load (4x CPU throttle): self time by script and top functions.
const { chromium } = require('playwright-core');
(async () => {
  const url = process.argv[2];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => !document.querySelector('main [inert]'), null, { timeout: 30000 });
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas; 
  for (let i = 0; i < profile.samples.length; i++) { const id = profile.samples[i]; self.set(id, (self.get(id) || 0) + (dt[i] || 0)); }
  const byUrl = {}, byFn = {};
  for (const [id, us] of self) { const n = byId.get(id); const cf = n.callFrame; const u = (cf.url || '(' + cf.functionName + ')').replace(/^https?:\/\/localhost:\d+\//, '').replace(/\?.*/, '');
    byUrl[u] = (byUrl[u] || 0) + us; const k = u + ' ' + (cf.functionName || '(anon)') + ':' + cf.lineNumber + ':' + cf.columnNumber; byFn[k] = (byFn[k] || 0) + us; }
  const top = (o, n) => Object.entries(o).filter(([k]) => !k.startsWith('((') && !k.startsWith('((')).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => (v / 1000).toFixed(0).padStart(6) + ' ms  ' + k).join('\n');
  console.log('by script (4x throttled self time)\n' + top(byUrl, 18) + '\n\ntop functions\n' + top(Object.fromEntries(Object.entries(byFn).filter(([k]) => !k.startsWith('(('))), 30));
  await browser.close();
})();
