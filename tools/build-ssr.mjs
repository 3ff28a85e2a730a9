// Bundles an app's server view renderer (`src/server-view.tsx`) into one self-contained CommonJS file beside its
// browser build, so the app deploys it with the rest of its files and the shell's server loads it from there.
// Everything is compiled in (React, styled-components, the @cvb libs): the file needs nothing installed.
// Usage: node tools/build-ssr.mjs <entry.tsx> <outfile.cjs>
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { transform } from '@swc/core';
import { build } from 'esbuild';

const { swcOptions } = createRequire(import.meta.url)('./swc-options.cjs');

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
  plugins: [styledComponentIds],
});
console.log(`built ${outfile}`);
