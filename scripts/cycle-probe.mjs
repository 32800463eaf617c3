// Shows that the lint rule against import cycles works (issue 24): eslint, with the repository's own config,
// must refuse graph/src/core/__tests__/fixtures/import-cycle (two files importing each other, kept out of
// `eslint .` by an ignore) with import-x/no-cycle. Part of `npm run lint`; exits 1 when the rule stays silent.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const fixture = path.join(root, 'graph/src/core/__tests__/fixtures/import-cycle/a.ts');
const eslint = new ESLint({ cwd: root, ignore: false });
const [result] = await eslint.lintFiles([fixture]);
const cycles = result.messages.filter((m) => m.ruleId === 'import-x/no-cycle');
if (cycles.length === 0) {
  console.error(`cycle probe: eslint did not report the import cycle of ${path.relative(root, fixture)}`);
  process.exit(1);
}
console.log(`cycle probe: eslint refuses an import cycle (${cycles[0].message})`);
