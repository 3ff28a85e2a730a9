// Bundles an app's server view renderer (`src/server-view.tsx`) into one self-contained CommonJS file beside its
// browser build, so the app deploys it with the rest of its files and the shell's server loads it from there.
// Everything is compiled in (React, styled-components, the @cvb libs): the file needs nothing installed.
// Usage: node tools/build-ssr.mjs <entry.tsx> <outfile.cjs>
import { build } from 'esbuild';

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) {
  console.error('usage: node tools/build-ssr.mjs <entry.tsx> <outfile.cjs>');
  process.exit(2);
}

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  jsx: 'automatic',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
console.log(`built ${outfile}`);
