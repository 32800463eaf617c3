/** One jest run for every test: graph and worker (real PostgreSQL and Redis) and the browser e2e suite. */
/** swc for jest; `tsx` for React components (the automatic JSX runtime, as vite's). */
const swcFor = ({ tsx = false, jsx } = {}) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        ...(jsx ? { react: { runtime: jsx } } : {}),
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const swc = swcFor();
const common = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/scripts/jest-retry.js'],
  transform: { '^.+\\.(t|j)sx?$': swc }, // ESM-only packages in the server's dependency tree are compiled to CommonJS like our own code.
  transformIgnorePatterns: [
    '/node_modules/(?!(content-disposition|openid-client|oauth4webapi|jose|@scure|@noble|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)',
  ],
  // The packages' declared entries, read from their sources in tests (one copy of every entity class in a run).
  moduleNameMapper: {
    '^@depot/graph/worker$': '<rootDir>/graph/src/worker-api.ts',
    '^@depot/graph/telemetry$': '<rootDir>/graph/src/core/observability/telemetry.ts',
    '^@depot/worker$': '<rootDir>/worker/src/index.ts',
  },
};

module.exports = {
  globalSetup: '<rootDir>/graph/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/graph/src/test/global-teardown.ts',
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.js'],
  maxWorkers: 2,
  // A worker that has grown past this after a test file is replaced by a fresh one: over a whole run one worker's heap
  // grew to its 4 GB limit and crashed the file it was running (staff-channels, 2026-11-29).
  workerIdleMemoryLimit: '1GB',
  // A project's testTimeout is not applied by jest 30 (every test got the 5 s default): one global budget.
  testTimeout: 120000,
  projects: [
    { ...common, displayName: 'graph', testMatch: ['<rootDir>/graph/src/**/__tests__/**/*.test.ts'], testTimeout: 30000 },
    { ...common, displayName: 'worker', testMatch: ['<rootDir>/worker/src/**/__tests__/**/*.test.ts'], testTimeout: 60000 },
    // Web code that needs no browser (issue 27: the kiosk catalogues); @contracts as vite resolves it.
    {
      ...common,
      displayName: 'web',
      testMatch: ['<rootDir>/web/src/**/__tests__/**/*.test.ts'],
      moduleNameMapper: { ...common.moduleNameMapper, '^@contracts/(.*)$': '<rootDir>/graph/src/contracts/$1' },
    },
    // Components as a person uses them (issue 42: Testing Library on jsdom): the kiosk's sign-in steps, the roll-call.
    {
      ...common,
      displayName: 'components',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/__tests__/**/*.test.tsx'],
      setupFilesAfterEnv: [...common.setupFilesAfterEnv, '<rootDir>/web/src/test/dom-setup.ts'],
      transform: { '^.+\\.(t|j)sx?$': ['<rootDir>/web/src/test/vite-transform.cjs', swcFor({ tsx: true, jsx: 'automatic' })[1]] },
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '^@contracts/(.*)$': '<rootDir>/graph/src/contracts/$1',
        '\\.css$': '<rootDir>/web/src/test/style-stub.cjs',
      },
    },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/web/e2e/**/*.e2e.ts'], testTimeout: 120000 },
  ],
};
