// `npm run backup [-- --out <folder>]` (issue 41): a consistent copy of what the register keeps, in one folder:
//   db.dump     the database, `pg_dump --format=custom` of DATABASE_OWNER_URL (or DATABASE_URL), taken while serving
//   files/      DATA_DIR's files (exports, imports, uploads, mail, the LAN certificate authority, jwt-secret)
//   backup.json what was taken, when, from which schema version (the last migration)
// With DATABASE_URL unset (the embedded database under DATA_DIR/pg), stop `npm start` first: the whole DATA_DIR is
// then copied as it lies, the database folder included. Restore with `npm run restore -- <folder>`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const fail = (message) => {
  console.error(`backup: ${message}`);
  process.exit(1);
};

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(outAt >= 0 ? (args[outAt + 1] ?? fail('--out needs a folder')) : `backups/${stamp}`);
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const databaseUrl = process.env.DATABASE_OWNER_URL || process.env.DATABASE_URL;

if (existsSync(out) && readdirSync(out).length > 0) fail(`${out} is not empty: name a new folder`);
mkdirSync(out, { recursive: true });

/** Whether something answers at host:port (the embedded database's socket while `npm start` runs). */
const answers = (host, port) =>
  new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1000 }, () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false)).on('timeout', () => (s.destroy(), resolve(false)));
  });

const info = { takenAt: new Date().toISOString(), database: databaseUrl ? 'external' : 'embedded', lastMigration: null };
const embeddedFolder = path.join(dataDir, 'pg');

if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect().catch((e) => fail(`cannot reach the database: ${e.message}`));
  const { rows } = await client.query(`select name from mikro_orm_migrations order by id desc limit 1`).catch(() => ({ rows: [] }));
  info.lastMigration = rows[0]?.name ?? null;
  await client.end();
  // One snapshot of the whole database (pg_dump runs in one repeatable-read transaction): kiosks may keep writing.
  const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--no-acl', '--file', path.join(out, 'db.dump'), databaseUrl], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (dump.error) fail(`pg_dump could not run (${dump.error.message}): install the PostgreSQL client (apt install postgresql-client)`);
  if (dump.status !== 0) fail('pg_dump failed (see above)');
} else if (existsSync(embeddedFolder)) {
  const urlFile = path.join(dataDir, 'pg.url');
  if (existsSync(urlFile)) {
    const u = new URL(readFileSync(urlFile, 'utf8').trim());
    if (await answers(u.hostname, Number(u.port))) fail('the embedded database is in use: stop `npm start` first, then back up');
  }
}

// The files: with an external database, everything but an embedded database's leftovers; with the embedded one, all.
if (existsSync(dataDir)) {
  const skip = databaseUrl ? new Set([embeddedFolder, path.join(dataDir, 'pg.url')]) : new Set([path.join(dataDir, 'pg.url')]);
  cpSync(dataDir, path.join(out, 'files'), { recursive: true, filter: (src) => !skip.has(src) });
}
writeFileSync(path.join(out, 'backup.json'), JSON.stringify(info, null, 2) + '\n');
console.log(`backup: written to ${out} (${info.database} database${info.lastMigration ? `, schema ${info.lastMigration}` : ''})`);
