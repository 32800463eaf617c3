import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { answers } from '../core/db/embedded-postgres';
import { startTestDatabase } from './database';

/**
 * One database for the whole run, migrated once; every test builds its own tenant so tests never
 * depend on each other's data. Where it comes from: DATABASE_URL, else the local PostgreSQL on
 * 127.0.0.1:5432, else embedded PGlite. Redis: REDIS_URL or 127.0.0.1:6379, with a per-run key prefix.
 */
export default async function globalSetup() {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  process.env.TEST_RUN_ID = runId;
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  process.env.REDIS_PREFIX = `drtest:${runId}`;
  process.env.TEST_MAIL_DIR = path.join(os.tmpdir(), `dr-mail-${runId}`);
  const db = await startTestDatabase(runId, { answers, Client });
  process.env.TEST_DATABASE_URL = db.url;
  if (db.template && db.adminUrl) {
    process.env.TEST_DATABASE_TEMPLATE = db.template;
    process.env.TEST_DATABASE_ADMIN_URL = db.adminUrl;
  }
  (globalThis as Record<string, unknown>).__DR_TEST_DB__ = db;
  // MikroORM keeps its decorator metadata on globalThis, and jest hands this realm's globals to tests
  // run in band: left here, the tests' ORM would find Maps of another realm ("incompatible receiver").
  for (const key of Object.keys(globalThis)) if (key.startsWith('mikro-orm-')) delete (globalThis as Record<string, unknown>)[key];
}
