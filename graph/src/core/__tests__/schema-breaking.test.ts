import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * scripts/schema-breaking.mjs (issue 26, run by .ci/run): in a git repository of its own, a breaking change of
 * schema/schema.graphql is refused, the same change marked in schema/breaking-changes.md is accepted, an addition
 * passes, and an entry already at the base does not let a new break through.
 */
const SCRIPT = path.resolve(__dirname, '../../../../scripts/schema-breaking.mjs');

const V1 = `type Query {
  visits(depotId: ID!, date: String): [Visit!]!
  depots: [String!]!
}

type Visit {
  id: ID!
  name: String!
  state: State!
}

enum State {
  BOOKED
  CANCELLED
}
`;

let repo: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
};
const commit = (message: string) => {
  git('add', '-A');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.test', 'commit', '-q', '-m', message);
};
const check = (...args: string[]) => {
  const r = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: repo, encoding: 'utf8' });
  return { code: r.status, out: r.stdout + r.stderr };
};

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'schema-breaking-'));
  git('init', '-q', '-b', 'main');
  write('schema/schema.graphql', V1);
  write('schema/breaking-changes.md', '# Intended breaking changes\n\n- `Query.old`: an entry from long ago\n');
  commit('first schema');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('scripts/schema-breaking.mjs', () => {
  it('refuses a breaking change that is not marked, naming each', () => {
    write('schema/schema.graphql', V1.replace('  name: String!\n', '').replace(', date: String', ', date: String!'));
    commit('drop Visit.name, require a date');
    const r = check();
    expect(r.code).toBe(1);
    expect(r.out).toContain('`Visit.name`');
    expect(r.out).toContain('`Query.visits.date`');
    expect(r.out).toMatch(/2 breaking change\(s\)/);
  });

  it('accepts the same change once each path is marked in breaking-changes.md in the change', () => {
    write('schema/schema.graphql', V1.replace('  name: String!\n', '').replace(', date: String', ', date: String!'));
    write(
      'schema/breaking-changes.md',
      '# Intended breaking changes\n\n- `Query.old`: an entry from long ago\n- `Visit.name`: replaced by firstName\n- `Query.visits.date`: a date is needed\n',
    );
    commit('drop Visit.name, require a date, marked');
    const r = check();
    expect(r.out).toContain('breaking, marked intended: `Visit.name`');
    expect(r.code).toBe(0);
  });

  it('accepts a marked change only when every breaking path is marked', () => {
    write('schema/schema.graphql', V1.replace('  name: String!\n', '').replace('  CANCELLED\n', ''));
    write('schema/breaking-changes.md', '# Intended breaking changes\n\n- `Query.old`: an entry from long ago\n- `Visit.name`: replaced\n');
    commit('two breaks, one marked');
    const r = check();
    expect(r.code).toBe(1);
    expect(r.out).toContain('`State.CANCELLED`');
    expect(r.out).not.toMatch(/not marked intended:\n\s+`Visit\.name`/);
  });

  it('does not let an entry already at the base mark a new break', () => {
    write('schema/schema.graphql', V1.replace('  depots: [String!]!\n', '  old: String\n'));
    commit('add Query.old');
    write('schema/schema.graphql', V1.replace('  depots: [String!]!\n', ''));
    commit('remove Query.old and Query.depots');
    // Query.old was marked long ago (in the base's file): its removal now is not marked.
    const r = check();
    expect(r.code).toBe(1);
    expect(r.out).toContain('`Query.old`');
  });

  it('passes an addition, and checks the working tree against a base given with --base', () => {
    write('schema/schema.graphql', V1.replace('  id: ID!\n', '  id: ID!\n  """When it was booked"""\n  bookedAt: String\n'));
    commit('add Visit.bookedAt');
    const r = check();
    expect(r.code).toBe(0);
    expect(r.out).toContain('none breaking');
    // Uncommitted: the field removed in the working tree, compared with HEAD.
    write('schema/schema.graphql', V1.replace('  id: ID!\n', ''));
    expect(check('--base', 'HEAD')).toMatchObject({ code: 1, out: expect.stringContaining('`Visit.id`') });
  });

  it('on a branch, compares with where it left main, so an earlier commit of the branch is still checked', () => {
    git('checkout', '-q', '-b', 'feature');
    write('schema/schema.graphql', V1.replace('  name: String!\n', ''));
    commit('feature: drop Visit.name');
    write('schema/breaking-changes.md', '# Intended breaking changes\n\n- `Query.old`: an entry from long ago\n');
    write('README.md', 'later commit, no schema change\n');
    commit('feature: something else');
    const r = check();
    expect(r.code).toBe(1);
    expect(r.out).toContain('`Visit.name`');
  });
});
