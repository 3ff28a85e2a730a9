// Bundles a Node service written in TypeScript into one CommonJS file.
// Workspace libs (@cvb/*) are compiled in; every other package stays an ordinary require.
// Usage: node tools/build-node.mjs <entry.ts> <outfile.js>
import { build } from 'esbuild';

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) {
  console.error('usage: node tools/build-node.mjs <entry.ts> <outfile.js>');
  process.exit(2);
}

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@cvb/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`built ${outfile}`);
