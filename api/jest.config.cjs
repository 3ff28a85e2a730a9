// API tests run against a fresh in-memory PGlite, and against PostgreSQL when TEST_DATABASE_URL is set.
const preset = require('../jest.preset.cjs').preset({ environment: 'node' });

module.exports = {
  ...preset,
  displayName: 'api',
  testTimeout: 120000,
  // Seed once per run; each test file starts from a copy (see test/seeded-templates.ts).
  globalSetup: '<rootDir>/test/seeded-templates.ts',
  globalTeardown: '<rootDir>/test/seeded-templates-teardown.ts',
  // PGlite's CommonJS build and @fastify/cookie load modules with import(), which jest's module VM refuses
  // without --experimental-vm-modules; compiling them (and the ESM-only `cookie` and `content-disposition`) with swc turns those
  // imports into require().
  transform: { ...preset.transform, '^.+\\.cjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: [
    '/node_modules/(?!(@module-federation|@electric-sql|@fastify/cookie|cookie|content-disposition)/)',
  ],
  // Each test file has its own PostgreSQL database (test/file-database.ts); two workers keep both cores busy while
  // PostgreSQL's own processes do part of the work.
  setupFiles: [...preset.setupFiles, '<rootDir>/test/file-database.ts'],
  maxWorkers: 2,
};
