// `npm run restore -- <backup folder> [--replace]` (issue 41): puts a `npm run backup` folder back.
//   db.dump  -> the database of DATABASE_OWNER_URL (or DATABASE_URL), which must be empty (a new database) unless
//               --replace is given (then the register's tables there are dropped first)
//   files/   -> DATA_DIR (files already there with the same name are overwritten)
// An embedded backup (no db.dump) is its DATA_DIR as it lay: restore it into an empty DATA_DIR with the server stopped.
// Then start the server as usual: it migrates a backup of an older release forward and grants its role its rights.
// Keep JWT_SECRET (or the restored DATA_DIR/jwt-secret): it seals the TOTP and single sign-on secrets.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const fail = (message) => {
  console.error(`restore: ${message}`);
  process.exit(1);
};

const args = process.argv.slice(2);
const from = args.find((a) => !a.startsWith('--'));
const replace = args.includes('--replace');
if (!from) fail('name the backup folder: npm run restore -- backups/<when>');
const folder = path.resolve(from);
if (!existsSync(path.join(folder, 'backup.json'))) fail(`${folder} is not a backup (no backup.json)`);
const info = JSON.parse(readFileSync(path.join(folder, 'backup.json'), 'utf8'));
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const databaseUrl = process.env.DATABASE_OWNER_URL || process.env.DATABASE_URL;
const dump = path.join(folder, 'db.dump');

if (existsSync(dump)) {
  if (!databaseUrl) fail('this backup holds an external database: set DATABASE_URL (or DATABASE_OWNER_URL) to the database to fill');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect().catch((e) => fail(`cannot reach the database: ${e.message}`));
  const { rows } = await client.query(`select tablename from pg_tables where schemaname = 'public'`);
  if (rows.length > 0 && !replace) {
    await client.end();
    fail(`the database already has ${rows.length} tables: restore into a new database, or add --replace to drop them first`);
  }
  if (rows.length > 0) await client.query(`drop schema public cascade; create schema public`);
  await client.end();
  const r = spawnSync('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', '--dbname', databaseUrl, dump], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (r.error) fail(`pg_restore could not run (${r.error.message}): install the PostgreSQL client (apt install postgresql-client)`);
  if (r.status !== 0) fail('pg_restore failed (see above); nothing of the database was restored');
} else if (existsSync(path.join(dataDir, 'pg')) && readdirSync(path.join(dataDir, 'pg')).length > 0) {
  fail(`${dataDir}/pg already holds an embedded database: restore into an empty DATA_DIR`);
}

if (existsSync(path.join(folder, 'files'))) cpSync(path.join(folder, 'files'), dataDir, { recursive: true });
console.log(`restore: ${info.database} backup of ${info.takenAt} restored${info.lastMigration ? ` (schema ${info.lastMigration})` : ''}`);
