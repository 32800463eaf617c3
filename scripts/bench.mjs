// `npm run bench`: every scenario of bench/ against the real app (compiled graph) on a fresh database,
// each beside its baseline in the same run. It prints figures and ratios and asserts nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { report } from '../bench/lib.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
if (!existsSync(path.join(root, 'graph/dist/app.js'))) spawnSync('npm', ['run', 'build', '-w', 'graph'], { cwd: root, stdio: 'inherit' });
// The webhook neighbour scenario runs the real worker beside the app.
if (!existsSync(path.join(root, 'worker/dist/index.js')))
  spawnSync('npm', ['run', 'build', '-w', 'worker'], { cwd: root, stdio: 'inherit' });
// The kiosk first-load scenario drives the built web app that graph serves.
if (!existsSync(path.join(root, 'web/dist/index.html'))) spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
const require = createRequire(import.meta.url);
require('reflect-metadata');
const { loadConfig } = require('../graph/dist/core/config.js');
const { initOrm, migrate } = require('../graph/dist/entities.js');
const { buildApp } = require('../graph/dist/app.js');
const { connectRedis } = require('../graph/dist/core/redis.js');

const admin = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
// BENCH_DATABASE=<name>: a database kept by an earlier run (BENCH_KEEP_DB=1), used as it is and kept again.
const dbName = process.env.BENCH_DATABASE || `dr_bench_${Date.now()}`;
const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect();
if (!process.env.BENCH_DATABASE) await adminClient.query(`create database "${dbName}"`);
const u = new URL(admin);
u.pathname = `/${dbName}`;

// BENCH_ONLY=visitors-export runs the scenarios whose file name contains it (several: comma-separated).
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const files = readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.mjs') && !f.startsWith('lib') && (!only || only.some((o) => f.includes(o))))
  .sort();

/** The real app on `databaseUrl` (migrated, one tenant and depot), each scenario of `list` against it in turn. */
async function withApp(databaseUrl, list, extra = {}) {
  const config = loadConfig(
    { ...process.env, DATA_DIR: '/tmp/dr-bench' },
    {
      jwtSecret: 'bench',
      redisPrefix: `drbench:${Date.now()}`,
      limits: { loginPerUser: 1e9, loginPerIp: 1e9, resetPerUser: 1e9, resetPerIp: 1e9, kioskPerIp: 1e9 },
    },
  );
  const orm = await initOrm(databaseUrl);
  await migrate(orm);
  const em = orm.em.fork();
  await em
    .getConnection()
    .execute(
      `insert into tenant (id, created_at, updated_at, name) select gen_random_uuid(), now(), now(), 'Bench Tenant' where not exists (select 1 from tenant where name = 'Bench Tenant')`,
    );
  await em
    .getConnection()
    .execute(
      `insert into depot (id, created_at, updated_at, tenant_id, code, line1, line2, county, eir_code) select gen_random_uuid(), now(), now(), id, 'BT1', '1 Quay', 'Docks', 'Dublin', 'D01' from tenant where name = 'Bench Tenant' and not exists (select 1 from depot where code = 'BT1')`,
    );
  const redis = {
    pub: connectRedis(config.redisUrl, 'pub', { offline: false }),
    sub: connectRedis(config.redisUrl, 'sub'),
    cmd: connectRedis(config.redisUrl, 'cmd', { offline: false }),
  };
  const { app, close } = await buildApp({ config, orm, redis });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${app.server.address().port}`;
  const results = {};
  try {
    for (const file of list) {
      const scenario = await import(path.join(root, 'bench', file));
      results[file] = await scenario.run({
        app,
        url,
        databaseUrl,
        redisPrefix: config.redisPrefix,
        orm,
        dataDir: config.dataDir,
        tenantName: 'Bench Tenant',
        depotCode: 'BT1',
        ...extra,
      });
      (scenario.report ?? report)(`${scenario.name} (${file})${extra.label ?? ''}`, results[file]);
    }
  } finally {
    await close();
    await orm.close();
    for (const c of Object.values(redis)) c.disconnect();
  }
  return results;
}

try {
  const external = await withApp(u.toString(), files);
  // The walk-in on the embedded default too (issue 36: what `npm install && npm start` gives a newcomer), beside the
  // external database's figure: the same scenario and baseline, both on PGlite behind its socket server.
  // BENCH_EMBEDDED=0 leaves it out; BENCH_EMBEDDED_RUNS rounds (default 3).
  if (files.includes('kiosk-checkin.mjs') && process.env.BENCH_EMBEDDED !== '0') {
    const { startEmbeddedPostgres } = require('../graph/dist/core/db/embedded-postgres.js');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dr-bench-embedded-'));
    const embedded = await startEmbeddedPostgres(dir, 40);
    try {
      const runs = Math.max(1, Number(process.env.BENCH_EMBEDDED_RUNS ?? 3));
      const inside = await withApp(embedded.url, ['kiosk-checkin.mjs'], { runs, label: ' on the embedded database' });
      const ratios = (r, v) => {
        const xs = r['kiosk-checkin.mjs'].rounds.map((x) => x[v].rps / x.baseline.rps).sort((a, b) => a - b);
        return `${xs[Math.floor(xs.length / 2)].toFixed(2)}x (${xs[0].toFixed(2)}-${xs.at(-1).toFixed(2)})`;
      };
      const rps = (r, v) =>
        r['kiosk-checkin.mjs'].rounds.map((x) => x[v].rps).sort((a, b) => a - b)[Math.floor(r['kiosk-checkin.mjs'].rounds.length / 2)];
      console.log(
        '\nwalk-in check-in, external PostgreSQL beside the embedded database (median ratio to bare on the same database, range):',
      );
      for (const [name, r] of [
        ['external', external],
        ['embedded', inside],
      ])
        console.log(
          `  ${name.padEnd(9)} rest ${ratios(r, 'rest')}, graphql ${ratios(r, 'graphql')}; req/s: bare ${rps(r, 'baseline').toFixed(0)}, rest ${rps(r, 'rest').toFixed(0)}, graphql ${rps(r, 'graphql').toFixed(0)}`,
        );
    } finally {
      await embedded.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  // BENCH_KEEP_DB=1 keeps the bench's database to read its plans afterwards (the data-scale scenario's takes 30 minutes)
  if (process.env.BENCH_KEEP_DB === '1' || process.env.BENCH_DATABASE)
    console.log(`\nkept the database ${dbName} (BENCH_KEEP_DB=1): drop it when done`);
  else await adminClient.query(`drop database if exists "${dbName}" with (force)`);
  await adminClient.end();
}
