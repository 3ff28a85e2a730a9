// Bundles an app's server view renderer (`src/server-view.tsx`) into one self-contained CommonJS file beside its
// browser build, so the app deploys it with the rest of its files and the shell's server loads it from there.
// Everything is compiled in (React, styled-components, the @cvb libs): the file needs nothing installed.
// The build publishes the file's hash and the node modules it requires (its pin, see docs/architecture.md#server-view):
// in `server/view.json` beside it and, for a remote, in its `mf-manifest.json`, which the shell's server reads
// before it runs the file.
// Usage: node tools/build-ssr.mjs <entry.tsx> <outfile.cjs>
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transform } from '@swc/core';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const { swcOptions } = require('./swc-options.cjs');
const { precompressFile } = require('./webpack/precompress-plugin.cjs');

/**
 * Our files that use styled-components go through swc with the browser build's options first, so their
 * components get the same componentId (and class names) on the server as in the browser.
 */
const styledComponentIds = {
  name: 'styled-component-ids',
  setup(build) {
    build.onLoad({ filter: /\.[jt]sx?$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('styled-components')) return undefined;
      const { code } = await transform(source, { ...swcOptions, filename: args.path, sourceMaps: false });
      return { contents: code, loader: 'js' };
    });
  },
};

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) {
  console.error('usage: node tools/build-ssr.mjs <entry.tsx> <outfile.cjs>');
  process.exit(2);
}

const result = await build({
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
  plugins: [styledComponentIds],
  metafile: true,
});

/** Node's own modules the bundle requires (everything else is compiled in): all the shell lets it require. */
const modules = [
  ...new Set(
    Object.values(result.metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external)
      .map((entry) => entry.path.replace(/^node:/, '')),
  ),
].sort();
const code = await readFile(outfile);
const distDir = path.dirname(path.dirname(path.resolve(outfile)));
const serverView = {
  file: path.relative(distDir, path.resolve(outfile)).split(path.sep).join('/'),
  integrity: `sha384-${createHash('sha384').update(code).digest('base64')}`,
  modules,
};
await writeFile(outfile.replace(/\.c?js$/, '.json'), `${JSON.stringify(serverView, null, 2)}\n`);

// A remote's manifest pins its renderer, so the renderer the shell runs is the one of the release it points at.
const manifestFile = path.join(distDir, 'mf-manifest.json');
if (existsSync(manifestFile)) {
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  await writeFile(manifestFile, JSON.stringify({ ...manifest, serverView }));
  await precompressFile(manifestFile);
}
console.log(`built ${outfile} (${serverView.integrity}; requires ${modules.join(', ') || 'nothing'})`);
