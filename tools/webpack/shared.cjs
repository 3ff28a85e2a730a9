// Modules every app shares as singletons (ARCHITECTURE §4): one instance of each runs in the page.
const rootPackage = require('../../package.json');

const THIRD_PARTY = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  'styled-components',
  'axios',
  'single-spa',
];

/** Workspace libs that hold state, so a second copy would split the page in two. */
const STATEFUL_LIBS = ['@cvb/store', '@cvb/i18n', '@cvb/api-client'];

function sharedSingletons() {
  const shared = {};
  for (const name of THIRD_PARTY) {
    shared[name] = { singleton: true, requiredVersion: rootPackage.devDependencies[name] };
  }
  shared['react-dom/client'] = { singleton: true, requiredVersion: rootPackage.devDependencies['react-dom'] };
  for (const name of STATEFUL_LIBS) shared[name] = { singleton: true, requiredVersion: '^0.1.0' };
  return shared;
}

module.exports = { sharedSingletons, SINGLETON_NAMES: [...THIRD_PARTY, ...STATEFUL_LIBS] };
