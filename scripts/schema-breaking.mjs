// Breaking changes of the GraphQL API (issue 26): compares schema/schema.graphql (the working tree's) with the same
// file at a base commit, with @graphql-inspector/core, and fails on a breaking change that is not marked intended.
//
//   node scripts/schema-breaking.mjs [--base <commit>]      (.ci/run runs it from the repository's root)
//
// The base, unless given: on a branch, where it left main (`git merge-base HEAD origin/main`, or `main`); on main
// itself (CI's clean clone, where main's HEAD is the commit under test), HEAD's first parent: the main before the
// merge. Without a base (a first commit, a shallow clone) or a schema at the base, there is nothing to compare.
//
// Marking a change intended: add a line to schema/breaking-changes.md that names the change's path in backticks,
// e.g. "- `Query.visits.depotId`: ...", as inspector prints it (`Type`, `Type.field`, `Type.field.argument`,
// `Enum.VALUE`). Only lines added since the base count, so an old entry never lets a new break through.
// Dangerous changes (a new enum value, a default changed) are printed and pass.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { CriticalityLevel, diff } from '@graphql-inspector/core';

const SCHEMA = 'schema/schema.graphql';
const MARKS = 'schema/breaking-changes.md';

const git = (...args) => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

function defaultBase() {
  const head = git('rev-parse', 'HEAD');
  for (const ref of ['origin/main', 'main']) {
    if (!git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`)) continue;
    const forkPoint = git('merge-base', 'HEAD', ref);
    if (forkPoint && forkPoint !== head) return forkPoint;
  }
  return git('rev-parse', '--verify', '--quiet', 'HEAD~1^{commit}');
}

const at = (commit, file) => git('show', `${commit}:${file}`);
const backticked = (text) => new Set([...(text ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]));

const i = process.argv.indexOf('--base');
const base = i > 0 ? git('rev-parse', '--verify', '--quiet', `${process.argv[i + 1]}^{commit}`) : defaultBase();
if (i > 0 && !base) {
  console.error(`schema check: no such commit ${process.argv[i + 1]}`);
  process.exit(2);
}
const before = base && at(base, SCHEMA);
if (!before) {
  console.log(`schema check: no ${SCHEMA} at a base commit to compare with; nothing to check`);
  process.exit(0);
}
const changes = await diff(buildSchema(before), buildSchema(readFileSync(SCHEMA, 'utf8')));

// Marks added since the base: paths named on lines of breaking-changes.md that the base's copy does not have.
const oldLines = new Set((at(base, MARKS) ?? '').split('\n'));
const added = (existsSync(MARKS) ? readFileSync(MARKS, 'utf8') : '').split('\n').filter((l) => !oldLines.has(l));
const marked = backticked(added.join('\n'));

const short = base.slice(0, 12);
const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
const refused = breaking.filter((c) => !marked.has(c.path));
for (const c of changes.filter((c) => c.criticality.level === CriticalityLevel.Dangerous)) console.log(`dangerous: ${c.message}`);
for (const c of breaking.filter((c) => marked.has(c.path))) console.log(`breaking, marked intended: \`${c.path}\`: ${c.message}`);
if (refused.length) {
  console.error(`schema check: ${refused.length} breaking change(s) of ${SCHEMA} since ${short}, not marked intended:`);
  for (const c of refused) console.error(`  \`${c.path ?? '?'}\`: ${c.message}`);
  console.error(`Keep the old field/argument/value (deprecate it), or add a line naming each path above to ${MARKS}.`);
  process.exit(1);
}
console.log(
  `schema check: ${changes.length} change(s) since ${short}, ${breaking.length ? `${breaking.length} breaking, all marked intended` : 'none breaking'}`,
);
