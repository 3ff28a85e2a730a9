// Modules every app shares as singletons (ARCHITECTURE §4): one instance of each runs in the page, and a page
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
 * Workspace libs shared across apps: the stateful ones (a second copy would split the page in two), the router
 * (one history and one set of route contexts; it re-exports only what the apps use, because a shared package is
 * bundled whole), and the contracts and validation rules (the zod schemas every app checks with, large enough to
 * load once). zod itself is not shared: shared whole it would bring every zod locale; inside these libs it is
 * bundled with only what they use.
 */
const WORKSPACE_LIBS = [
  '@cvb/store',
  '@cvb/i18n',
  '@cvb/api-client',
  '@cvb/router',
  '@cvb/contracts',
  '@cvb/validation',
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
