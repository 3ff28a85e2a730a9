// Shared jest setup: TypeScript and JSX through swc, jsdom for UI projects.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

function preset({ environment = 'node', setupFiles = [] } = {}) {
  return {
    testEnvironment: environment,
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    transformIgnorePatterns: ['/node_modules/(?!(@module-federation|content-disposition|cookie)/)'],
    setupFiles: [require.resolve('./tools/jest/polyfills.cjs'), ...setupFiles],
    setupFilesAfterEnv:
      environment === 'jsdom'
        ? [
            require.resolve('./tools/jest/dom-matchers.cjs'),
            require.resolve('./tools/jest/all-common-texts.cjs'),
          ]
        : [],
    moduleNameMapper: { '\\.(svg|png|webp|css)$': require.resolve('./tools/jest/file-stub.cjs') },
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
}

module.exports = { preset };
