// Builds what the browser tests serve besides the real site:
// - a faulty remote made with the real kit and webpack config (render throws; the static fixtures hold
//   an entry that throws and a container of any name whose mount fails);
// - a second build of mfe-tyres with one changed text, to prove a remote deploys on its own.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createRemoteConfig } = require('../../tools/webpack/remote.cjs');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const production = { mode: 'production' };

/** The text the redeployed tyres remote shows instead of the original title. */
const REDEPLOYED_TITLE = 'Tyre brands in India — new release';

function faultyRemote(folder, exposed) {
  return createRemoteConfig({
    dir: path.join(root, 'fixtures'),
    name: 'mfe_account',
    exposes: { './app': exposed },
    port: 0,
  })({ outputPath: path.join(dist, folder) }, production);
}

function redeployedTyres() {
  const copy = path.join(dist, '.tyres-v2-source');
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(root, '..', 'mfe-tyres', 'src'), path.join(copy, 'src'), { recursive: true });
  const texts = path.join(copy, 'src', 'texts', 'en.ts');
  const original = fs.readFileSync(texts, 'utf8');
  if (!original.includes("title: 'Tyre brands in India'")) throw new Error('mfe-tyres title text not found');
  fs.writeFileSync(texts, original.replace("title: 'Tyre brands in India'", `title: '${REDEPLOYED_TITLE}'`));
  const federation = require('../../mfe-tyres/module-federation.config.cjs');
  return createRemoteConfig({ dir: copy, port: 0, ...federation })(
    { outputPath: path.join(dist, 'tyres-v2') },
    production,
  );
}

fs.mkdirSync(dist, { recursive: true });
fs.cpSync(path.join(root, 'fixtures', 'static'), dist, { recursive: true });
const configs = [faultyRemote('render-throws', './faulty-remote/render-throws.tsx'), redeployedTyres()];
webpack(configs, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
  console.log('built e2e fixtures: render-throws, tyres-v2');
});
