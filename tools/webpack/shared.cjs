// Modules every app shares as singletons (docs/architecture.md#sharing-between-remotes): one instance of each runs in the page, and a page
// downloads each once, whichever apps it mounts.
const path = require('node:path');
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
 *
 * The catalogue engine (`@cvb/vehicle-catalogue/remote`: every vertical's pages, driven by its definition) is shared
 * by the vertical remotes, so a visitor going from trucks to buses downloads the bus remote's entry, not the engine
 * again. A remote's home-page widget imports the engine's `/popular-widget` entry instead, so the home page loads the
 * cards, not every page of the engine (docs/architecture.md#sharing-between-remotes).
 */
const WORKSPACE_LIBS = [
  '@cvb/store',
  '@cvb/i18n',
  '@cvb/api-client',
  '@cvb/router',
  '@cvb/vehicle-catalogue/remote',
];

/**
 * Workspace modules shared by their file, not by a package name: every import that resolves to the file (through
 * `@cvb/contracts`' barrel or a relative path inside the lib) uses the one copy the page already has. The vertical
 * registry (every vertical's definition: menus, finder, filters, spec rows) is read by the shell's first screen and by
 * every remote's cards and pages; shared, a remote's widget or page no longer downloads it again. Its share key names
 * the file for the manifests and the singletons journey.
 */
const SHARED_FILES = {
  '@cvb/contracts/verticals/registry': path.resolve(
    __dirname,
    '../../libs/contracts/src/verticals/registry.ts',
  ),
};

function sharedSingletons() {
  const shared = {};
  for (const name of THIRD_PARTY) {
    shared[name] = { singleton: true, requiredVersion: rootPackage.devDependencies[name] };
  }
  shared['react-dom/client'] = { singleton: true, requiredVersion: rootPackage.devDependencies['react-dom'] };
  for (const name of WORKSPACE_LIBS) shared[name] = { singleton: true, requiredVersion: '^0.1.0' };
  for (const [shareKey, file] of Object.entries(SHARED_FILES)) {
    shared[file] = { singleton: true, shareKey, import: file, version: '0.1.0', requiredVersion: '^0.1.0' };
  }
  return shared;
}

module.exports = {
  sharedSingletons,
  SINGLETON_NAMES: [...THIRD_PARTY, ...WORKSPACE_LIBS, ...Object.keys(SHARED_FILES)],
};
