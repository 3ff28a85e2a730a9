// API tests run against a fresh in-memory PGlite, and against PostgreSQL when TEST_DATABASE_URL is set.
// PostgreSQL is one shared database that each test file resets, so its runs go one file at a time.
module.exports = {
  ...require('../jest.preset.cjs').preset({ environment: 'node' }),
  displayName: 'api',
  testTimeout: 30000,
  ...(process.env.TEST_DATABASE_URL ? { maxWorkers: 1 } : {}),
};
