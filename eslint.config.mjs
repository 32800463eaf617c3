import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// The walls between the parts (README "Architecture"). Each is a no-restricted-imports pattern group; a later
// config object replaces an earlier one's options for the same files, so the web modules' object repeats
// the web-wide group.
const walls = {
  // worker/src sees graph only through its declared entry `@depot/graph/worker` (graph/src/worker-api.ts), built
  // against graph's compiled output; tests also through the harness graph/src/test/index.ts. The one other entry,
  // `@depot/graph/telemetry`, starts tracing: it must load before the modules worker-api brings (pg, ioredis).
  workerToGraph: {
    regex: '^(?!@depot/graph/(worker|telemetry)$).*(^|/)graph(/|$)',
    message:
      'The worker imports graph only through @depot/graph/worker (graph/src/worker-api.ts), and @depot/graph/telemetry first: export what it needs there.',
  },
  workerTestToGraph: {
    regex: '^(?!@depot/graph/worker$)(?!(\\.\\./)+graph/src/test$).*(^|/)graph(/|$)',
    message: 'Worker tests import graph only through @depot/graph/worker and graph/src/test (its index.ts).',
  },
  // graph names the worker only in its test harness, by the worker's declared entry (@depot/worker).
  graphToWorker: {
    regex: '(^|/)worker(/|$)',
    message: 'graph does not import the worker (the worker imports graph); only the test harness starts it, through @depot/worker.',
  },
  graphTestToWorker: {
    regex: '^(?!@depot/worker$).*(^|/)worker(/|$)',
    message: 'The test harness starts the worker only through its declared entry @depot/worker.',
  },
  // core is cross-cutting: it names no feature (the entity registry and the seed live in the composition root).
  coreToModules: {
    group: ['**/modules/**'],
    message:
      'graph/src/core imports no feature module: take it as a parameter, or put the wiring in the composition root (graph/src/entities.ts, services.ts, app.ts).',
  },
  // lib: hand-written infrastructure (xlsx writer and sheet reader, zip reader, COPY text format) that knows nothing
  // of the product: it imports only Node and packages, so it can be read, tested and replaced on its own.
  libAlone: {
    group: ['**/core/**', '**/modules/**', '**/contracts/**', '**/test/**', '@depot/*'],
    message: 'graph/src/lib knows nothing of the product: import only node: and packages (take what it needs as a parameter).',
  },
  // web: modules are composed by pages, never the other way round.
  webModulesToPages: {
    group: ['**/pages/**'],
    message: 'web/src/modules never imports a page: move the shared piece into the module or web/src/ui.',
  },
  // web: graph's code reaches the browser only as the dependency-free contracts, through the @contracts alias.
  webToGraph: {
    group: ['**/graph/**', '@depot/graph', '@depot/graph/**'],
    message: 'The web app imports graph only through the @contracts alias (@contracts/messages, ...).',
  },
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const REQUEST_WRITES = '/^(flush|nativeUpdate|nativeDelete|persistAndFlush|removeAndFlush|insert|insertMany|upsert|upsertMany)$/';
const RAW_DML = '/^\\s*(insert|update|delete|merge|truncate)\\b/i';

// One way to write (docs/architecture.md, "One unit of work"): a feature writes through core/unit-of-work.ts only.
const oneWayToWrite = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['**/core/outbox/outbox'],
          message: 'Enqueue a job through the unit of work (uow.enqueue in runUnitOfWork / runStatement), not the outbox directly.',
        },
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "CallExpression[callee.property.name='transactional']",
      message: 'A feature does not open transactions: run the change in runUnitOfWork (core/unit-of-work.ts).',
    },
    {
      selector: "CallExpression[callee.object.property.name='events'][callee.property.name=/^(publish|attendanceChanged)$/]",
      message: 'A feature does not publish by hand: uow.publish(topic, payload) releases it after the commit.',
    },
    // Issue 42: every write in a unit of work, so the audit trail names its action. The request's EntityManager
    // (`this.d.em`, `d.em`) reads; a write runs on `uow.em` (runUnitOfWork, runStatement, or saveChanges for a plain one).
    {
      selector: `CallExpression[callee.property.name=${REQUEST_WRITES}]:matches([callee.object.property.name='em'][callee.object.object.property.name='d'], [callee.object.property.name='em'][callee.object.object.name='d'], [callee.object.type='CallExpression'][callee.object.callee.property.name=/^(remove|persist)$/])`,
      message:
        "A write runs in a unit of work, on uow.em (runUnitOfWork, runStatement, or saveChanges(this.d, 'feature.action') for a plain one), so the audit trail names it.",
    },
    ...[`TemplateLiteral:first-child > TemplateElement:first-child[value.raw=${RAW_DML}]`, `Literal:first-child[value=${RAW_DML}]`].map(
      (sql) => ({
        selector: `CallExpression[callee.property.name='execute']:matches([callee.object.property.name='em'][callee.object.object.property.name='d'], [callee.object.property.name='em'][callee.object.object.name='d'], [callee.object.callee.property.name='getConnection'][callee.object.callee.object.property.name='em']) > ${sql}`,
        message: 'Raw DML runs in a unit of work, on uow.em (runUnitOfWork or runStatement), so the audit trail names it.',
      }),
    ),
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/src/gql/**',
      'data/**',
      'coverage/**',
      '**/*.d.ts',
      // A cycle on purpose: scripts/cycle-probe.mjs (part of npm run lint) lints it to show no-cycle fails on it.
      'graph/src/core/__tests__/fixtures/import-cycle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        globalThis: 'readonly',
        CustomEvent: 'readonly',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        navigator: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        HTMLElement: 'readonly',
        HTMLCanvasElement: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  // Modules in one direction: no import cycle between files (type-only imports aside), in every workspace's code.
  {
    files: ['graph/src/**/*.ts', 'worker/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    // A lazy import() back (web/src/app/auth.tsx loads apolloSession.tsx on demand) is code splitting, not a cycle at load.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  { files: ['worker/src/**/*.ts'], rules: restrict(walls.workerToGraph) },
  { files: ['worker/src/**/__tests__/**/*.ts', 'worker/src/**/*.test.ts'], rules: restrict(walls.workerTestToGraph) },
  // core's own tests may build real feature rows (the invariants suite): the wall is for core's code.
  {
    files: ['graph/src/core/**/*.ts'],
    ignores: ['graph/src/core/**/__tests__/**'],
    rules: restrict(walls.coreToModules, walls.graphToWorker),
  },
  { files: ['graph/src/core/**/__tests__/**/*.ts'], rules: restrict(walls.graphToWorker) },
  { files: ['graph/src/**/*.ts'], ignores: ['graph/src/test/**', 'graph/src/core/**'], rules: restrict(walls.graphToWorker) },
  // After the graph-wide wall (a later block's no-restricted-imports replaces an earlier one for the same files).
  { files: ['graph/src/lib/**/*.ts'], ignores: ['graph/src/lib/**/__tests__/**'], rules: restrict(walls.libAlone, walls.graphToWorker) },
  { files: ['graph/src/test/**/*.ts'], rules: restrict(walls.graphTestToWorker) },
  { files: ['graph/src/modules/**/*.ts'], ignores: ['graph/src/modules/**/__tests__/**'], rules: { ...oneWayToWrite } },
  { files: ['web/src/**/*.{ts,tsx}'], rules: restrict(walls.webToGraph) },
  { files: ['web/src/modules/**/*.{ts,tsx}'], rules: restrict(walls.webToGraph, walls.webModulesToPages) },
);
