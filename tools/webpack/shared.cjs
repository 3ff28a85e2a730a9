// Modules every app shares as singletons (docs/architecture.md#sharing-between-remotes): one instance of each runs in the page, and a page
// downloads each once, whichever apps it mounts.
const rootPackage = require('../../package.json');

const THIRD_PARTY = [
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  'styled-components',
  'axios',
  'single-spa',
];

/**
 * Workspace libs shared across apps: the stateful ones (a second copy would split the page in two) and the router
 * (one history and one set of route contexts; it re-exports only what the apps use, because a shared package is
 * bundled whole). The contracts and the validation rules are not shared: they are stateless, and each app takes
 * only the constants and rules it uses. Their zod schemas stay out of the browser (the API checks every request and
 * answer against them), and zod itself loads only with the few admin pages that still check with it.
 */
const WORKSPACE_LIBS = [
  '@cvb/store',
  '@cvb/i18n',
  '@cvb/api-client',
  '@cvb/router',
];

function sharedSingletons() {
  const shared = {};
  for (const name of THIRD_PARTY) {
    shared[name] = { singleton: true, requiredVersion: rootPackage.devDependencies[name] };
  }
  shared['react-dom/client'] = { singleton: true, requiredVersion: rootPackage.devDependencies['react-dom'] };
  for (const name of WORKSPACE_LIBS) shared[name] = { singleton: true, requiredVersion: '^0.1.0' };
  return shared;
}

module.exports = { sharedSingletons, SINGLETON_NAMES: [...THIRD_PARTY, ...WORKSPACE_LIBS] };
