import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { initOrm } from '../../entities';
import { freshDatabase } from '../../test/database';
import { startChildServer } from '../../test/child-server';
import { gql, loginToken } from '../../test/http';
import { makeWorld, TEST_PASSWORD } from '../../test/factories';
import { walkIn } from '../../modules/visits/__tests__/support';
import type { TestServer } from '../../test/server';

/**
 * Issue 41, "Upgrades without downtime": the previous release's server keeps serving on a database the new release has
 * migrated (migrations are written expand-then-contract: a new column has a default or allows null, nothing the
 * previous release reads or writes is dropped or renamed in the same release).
 *
 * The previous release is the commit main was at before the newest change to the migrations (the first parent of the
 * newest commit that touched graph/src/migrations): its graph is taken from git, built with this checkout's packages,
 * and started as a process on a database migrated by this release; then a kiosk walk-in (the REST shim, spec section 7)
 * and a staff report (GraphQL) that finds it. Needs the repository's history (CI's clean clone has it); `UPGRADE_FROM`
 * starts from another release instead (run from 6ba62b5, the release before issues 36 to 42's migrations: green).
 */
const root = path.resolve(__dirname, '../../../..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const embedded = process.env.TEST_DATABASE === 'embedded';
const maybe = embedded ? describe.skip : describe;

/** Packages the previous release's graph names that this checkout does not have (a dependency dropped since). */
function installMissing(dir: string): void {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'graph/package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const wanted = { ...pkg.devDependencies, ...pkg.dependencies };
  const missing = Object.entries(wanted)
    .filter(([name]) => !existsSync(path.join(root, 'node_modules', name, 'package.json')))
    .map(([name, range]) => `${name}@${range}`);
  if (!missing.length) return;
  const extra = path.join(dir, 'extra');
  mkdirSync(extra, { recursive: true });
  writeFileSync(path.join(extra, 'package.json'), '{ "private": true }\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', ...missing], { cwd: extra, stdio: 'pipe' });
  // Found first from graph/dist; everything else from this checkout's node_modules above it.
  renameSync(path.join(extra, 'node_modules'), path.join(dir, 'graph/node_modules'));
}

/** The previous release's graph, built once per commit into the machine's temp folder. */
function previousRelease(): { sha: string; main: string } {
  // UPGRADE_FROM names another release to start from (a commit or tag), e.g. the last one deployed.
  const from = process.env.UPGRADE_FROM || `${git('log', '-1', '--format=%H', '--', 'graph/src/migrations')}^1`;
  const sha = git('rev-parse', `${from}^{commit}`);
  const dir = path.join(os.tmpdir(), 'depot-previous-release', sha);
  const main = path.join(dir, 'graph/dist/main.js');
  // Its packages are this checkout's (a release's dependencies move slowly), plus any it names that are gone since.
  const modules = path.join(dir, 'node_modules');
  if (!existsSync(main)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${sha} graph tsconfig.base.json package.json | tar -x -C "${dir}"`], { cwd: root });
    symlinkSync(path.join(root, 'node_modules'), modules);
    installMissing(dir);
    const tsc = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(dir, 'graph/tsconfig.build.json')],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
    if (tsc.status !== 0) {
      rmSync(path.join(dir, 'graph/dist'), { recursive: true, force: true }); // built again next time
      throw new Error(`the previous release (${sha}) does not build with this checkout's packages:\n${tsc.stdout}${tsc.stderr}`);
    }
  } else {
    // The link points at the checkout that built it; this run's may be another clone.
    rmSync(modules, { force: true });
    symlinkSync(path.join(root, 'node_modules'), modules);
  }
  return { sha, main };
}

maybe("the previous release's server on this release's database", () => {
  let orm: MikroORM;
  let databaseUrl: string;
  let previous: { sha: string; main: string };
  beforeAll(async () => {
    previous = previousRelease();
    databaseUrl = await freshDatabase('upgrade'); // migrated by this release
    orm = await initOrm(databaseUrl, { pool: { min: 0, max: 2 } });
  }, 600_000);
  afterAll(async () => {
    await orm?.close();
  });

  it('takes a kiosk walk-in and answers a staff report that shows it', async () => {
    const { depot, admin } = await makeWorld(orm); // written by this release
    const old = await startChildServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' }, previous.main);
    try {
      const r = await walkIn({ url: old.url } as TestServer, depot.id, { firstName: 'Previous', lastName: 'Release' });
      expect({ release: previous.sha, status: r.status, body: r.body }).toMatchObject({ status: 200 });
      const token = await loginToken(old.url, admin.username, TEST_PASSWORD);
      const today = new Date().toLocaleDateString('en-CA', { timeZone: depot.timeZone });
      const report = await gql(
        old.url,
        'query($d: ID!, $f: String!) { dateRangeVisitorsReport(input: { depotId: $d, dateFrom: $f, dateTo: $f }) { total } }',
        { d: depot.id, f: today },
        token,
      );
      expect(report.errors).toBeUndefined();
      expect(report.data.dateRangeVisitorsReport.total).toBe(1);
      // and this release reads what the previous one wrote
      const [row] = await orm.em
        .fork()
        .getConnection()
        .execute(`select count(*)::int as n from attendance where depot_id = ? and checked_out_at is null`, [depot.id]);
      expect(row.n).toBe(1);
    } finally {
      await old.stop();
    }
  }, 300_000);
});
