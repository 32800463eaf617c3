import 'reflect-metadata';
import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import type { Client as PgClient } from 'pg';
import { initOrm, migrate } from '../entities';
import { Client } from 'pg';
import { answers, startEmbeddedPostgres } from '../core/db/embedded-postgres';
import { startChildEmbedded } from './child-server';

interface Tools {
  answers(host: string, port: number): Promise<boolean>;
  Client: typeof PgClient;
}

/** Creates (and later drops) a migrated database for one test run. */
export async function startTestDatabase(
  runId: string,
  { answers, Client }: Tools,
): Promise<{ url: string; adminUrl?: string; template?: string; drop(): Promise<void> }> {
  // TEST_DATABASE=embedded runs the suites on the embedded default a newcomer gets from `npm start` (PGlite behind
  // its socket server), even where an external PostgreSQL answers (issue 36: CI runs the kiosk suites on both).
  const forceEmbedded = process.env.TEST_DATABASE === 'embedded';
  let adminUrl = forceEmbedded ? undefined : process.env.DATABASE_URL;
  let embedded: { close(): Promise<void> } | undefined;
  let embeddedDir: string | undefined;
  if (!adminUrl && !forceEmbedded && (await answers('127.0.0.1', 5432))) adminUrl = 'postgresql://postgres@127.0.0.1:5432/postgres';
  let url: string;
  if (adminUrl) {
    const name = `dr_test_${runId}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
  } else {
    embeddedDir = path.join(os.tmpdir(), `dr-test-${runId}`);
    // Every suite's pools (two jest workers, child servers) share its socket: room for all of them.
    const pg = await startEmbeddedPostgres(embeddedDir, 200);
    embedded = pg;
    url = pg.url;
  }
  const orm = await initOrm(url, { pool: { min: 0, max: 2 } });
  await migrate(orm);
  await orm.close();
  let template: string | undefined;
  if (adminUrl) {
    // A pristine copy, taken while nobody is connected: freshDatabase() clones it in milliseconds.
    template = `${new URL(url).pathname.slice(1)}_tpl`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${template}" template "${new URL(url).pathname.slice(1)}"`);
    await admin.end();
  }
  return {
    url,
    adminUrl,
    template,
    async drop() {
      if (embedded) {
        await embedded.close();
        if (embeddedDir) rmSync(embeddedDir, { recursive: true, force: true });
        return;
      }
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      const name = new URL(url).pathname.slice(1);
      // The run's database, its template and every fresh copy made from it.
      const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname = $1 or datname like $2`, [
        name,
        `${name}\\_%`,
      ]);
      for (const r of rows) await admin.query(`drop database if exists "${r.datname}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * A migrated database of its own for one test file: every suite shares the run's database, so any
 * suite's outbox relay may pick up another's rows; a test that must own its outbox uses this.
 */
export async function privateDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.TEST_DATABASE === 'embedded') {
    // PGlite cannot start inside a test (its dynamic imports need --experimental-vm-modules): a process of its own.
    const pg = await startChildEmbedded(50);
    const orm = await initOrm(pg.url, { pool: { min: 0, max: 2 } });
    await migrate(orm);
    await orm.close();
    return { url: pg.url, drop: pg.stop };
  }
  return startTestDatabase(`${process.env.TEST_RUN_ID ?? 'x'}_${label}`, { answers, Client });
}

/**
 * A fresh, migrated database for the service tier: a copy of the run's pristine template (no migration
 * to run), or a migrated one of its own on embedded PGlite. Dropped with the run.
 */
export async function freshDatabase(label: string): Promise<string> {
  const { TEST_DATABASE_URL: base, TEST_DATABASE_TEMPLATE: template, TEST_DATABASE_ADMIN_URL: adminUrl } = process.env;
  if (!base || !template || !adminUrl) return (await privateDatabase(`${label}_${Date.now().toString(36)}`)).url;
  const u = new URL(base);
  const name = `${template.replace(/_tpl$/, '')}_${label}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  u.pathname = `/${name}`;
  return u.toString();
}
