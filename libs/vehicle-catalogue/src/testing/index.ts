/** Fixtures and checks for the tests of the apps that mount the engine's pages. */
export * from './ace-specs';
export * from './model-fixture';
export * from '../model-page/model-fixtures';
export * from './raw-text-keys';
