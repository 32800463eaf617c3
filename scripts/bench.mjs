// `npm run bench`: every scenario of bench/ against the real app (compiled graph) on a fresh database,
// each beside its baseline in the same run. It prints figures and ratios and asserts nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { report } from '../bench/lib.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
if (!existsSync(path.join(root, 'graph/dist/app.js'))) spawnSync('npm', ['run', 'build', '-w', 'graph'], { cwd: root, stdio: 'inherit' });
// The kiosk first-load scenario drives the built web app that graph serves.
if (!existsSync(path.join(root, 'web/dist/index.html'))) spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
const require = createRequire(import.meta.url);
require('reflect-metadata');
const { loadConfig } = require('../graph/dist/config.js');
const { initOrm, migrate } = require('../graph/dist/entities.js');
const { buildApp } = require('../graph/dist/app.js');
const { connectRedis } = require('../graph/dist/core/redis.js');

const admin = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const dbName = `dr_bench_${Date.now()}`;
const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect();
await adminClient.query(`create database "${dbName}"`);
const u = new URL(admin);
u.pathname = `/${dbName}`;
const databaseUrl = u.toString();

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
  .execute(`insert into tenant (id, created_at, updated_at, name) values (gen_random_uuid(), now(), now(), 'Bench Tenant')`);
await em
  .getConnection()
  .execute(
    `insert into depot (id, created_at, updated_at, tenant_id, code, line1, line2, county, eir_code) select gen_random_uuid(), now(), now(), id, 'BT1', '1 Quay', 'Docks', 'Dublin', 'D01' from tenant where name = 'Bench Tenant'`,
  );
const redis = {
  pub: connectRedis(config.redisUrl, 'pub', { offline: false }),
  sub: connectRedis(config.redisUrl, 'sub'),
  cmd: connectRedis(config.redisUrl, 'cmd', { offline: false }),
};
const { app, close } = await buildApp({ config, orm, redis });
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${app.server.address().port}`;

try {
  // BENCH_ONLY=visitors-export runs the scenarios whose file name contains it (several: comma-separated).
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  for (const file of readdirSync(path.join(root, 'bench'))
    .filter((f) => f.endsWith('.mjs') && !f.startsWith('lib') && (!only || only.some((o) => f.includes(o))))
    .sort()) {
    const scenario = await import(path.join(root, 'bench', file));
    const results = await scenario.run({
      app,
      url,
      databaseUrl,
      redisPrefix: config.redisPrefix,
      orm,
      dataDir: config.dataDir,
      tenantName: 'Bench Tenant',
      depotCode: 'BT1',
    });
    (scenario.report ?? report)(`${scenario.name} (${file})`, results);
  }
} finally {
  await close();
  await orm.close();
  for (const c of Object.values(redis)) c.disconnect();
  await adminClient.query(`drop database if exists "${dbName}" with (force)`);
  await adminClient.end();
}
