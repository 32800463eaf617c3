// `npm run test:embedded`: the kiosk, attendance, held-entry, presence and concurrency suites (and the offline kiosk in
// the browser) on the embedded database a newcomer gets from `npm start` (PGlite behind its socket server), even
// where an external PostgreSQL answers (issue 36: a burst of walk-ins once failed there and nowhere else). Builds
// like `npm test`; extra arguments go to jest.
import { spawnSync } from 'node:child_process';

const suites = [
  'graph/src/modules/(visits|attendance|kiosk-entries|kiosk-devices|partners|presence)/__tests__/',
  'graph/src/core/__tests__/(unit-of-work|invariants|execute-statement|embedded-sessions)\\.test\\.ts$',
  'web/e2e/kiosk-offline\\.e2e\\.ts$',
];
const r = spawnSync(
  process.execPath,
  ['scripts/test.mjs', '--selectProjects', 'graph', 'e2e', '--testPathPatterns', ...suites, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE: 'embedded' },
  },
);
process.exit(r.status ?? 1);
