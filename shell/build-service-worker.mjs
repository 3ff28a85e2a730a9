// Builds the service worker (src/offline/worker/service-worker.ts, Workbox) into dist/public/sw.js, and copies the web
// app's icons beside it. Runs after webpack (see package.json "build"): the worker is not part of any page's bundle and
// is fetched only after a page has loaded.
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.join(here, 'dist', 'public');

// The page's offline code that a first visit does not download (the offline banner with its texts, data saver's picture
// gate): the worker keeps it from its install on, so it is there when the connection is lost.
const OFFLINE_CHUNK = /^(offline-banner|data-saver-gate)\.[0-9a-f]+\.js$/;
const offlineCode = (await readdir(publicDir))
  .filter((name) => OFFLINE_CHUNK.test(name))
  .map((name) => `/${name}`);
if (offlineCode.length !== 2)
  throw new Error(`expected the offline-banner and data-saver-gate chunks, found ${offlineCode}`);

await build({
  entryPoints: [path.join(here, 'src/offline/worker/service-worker.ts')],
  outfile: path.join(publicDir, 'sw.js'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  // Workbox's development logging is left out of the build.
  define: { 'process.env.NODE_ENV': '"production"', __OFFLINE_CODE__: JSON.stringify(offlineCode) },
  logLevel: 'warning',
});

const icons = path.join(here, 'src/offline/icons');
await mkdir(path.join(publicDir, 'icons'), { recursive: true });
for (const name of await readdir(icons)) {
  if (name.endsWith('.png')) await copyFile(path.join(icons, name), path.join(publicDir, 'icons', name));
}
console.log('built dist/public/sw.js');
