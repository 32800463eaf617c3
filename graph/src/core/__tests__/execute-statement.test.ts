import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { executeStatement } from '../db/own-connection';
import { uniqueViolation } from '../errors';
import { testOrm, forkEm } from '../../test/orm';

/**
 * executeStatement (core/db/own-connection.ts), the walk-in's way to the database (issue 28): values apart from the
 * text, a prepared statement per text and connection, pg's own errors, and inside a transaction the transaction's
 * connection.
 */
let orm: MikroORM;
let em: EntityManager;
const table = `exec_statement_${process.pid}`;
beforeAll(async () => {
  orm = await testOrm();
  em = forkEm(orm);
  await em.execute(`create table "${table}" ("k" text primary key, "n" int not null, "at" timestamptz, "doc" jsonb)`);
});
afterAll(async () => {
  await em.execute(`drop table if exists "${table}"`);
  await orm.close();
});

const insert = `insert into "${table}" ("k", "n", "at", "doc") values (?, ?, ?, ?::jsonb) returning "k", "n", "at", "doc"`;

describe('executeStatement', () => {
  it('sends the values apart from the text, however they read, and runs the same text again as its prepared statement', async () => {
    const at = new Date('2026-11-27T08:00:00.123Z');
    // A value that would break a statement built as text: quotes, a question mark, a placeholder-like $1.
    const tricky = `O'Brien? $1 -- "x"`;
    const [row] = await executeStatement<{ k: string; n: number; at: Date; doc: unknown }>(em, insert, [
      tricky,
      1,
      at,
      JSON.stringify({ a: [1] }),
    ]);
    // Rows come as the ORM's driver reads them (a timestamp as its text).
    expect({ ...row, at: new Date(row.at) }).toEqual({ k: tricky, n: 1, at, doc: { a: [1] } });
    // The same text, many times over the pool's connections (each prepares it once): every row lands.
    await Promise.all(Array.from({ length: 30 }, (_, i) => executeStatement(em, insert, [`k${i}`, i, null, null])));
    const [{ count }] = await em.execute(`select count(*)::int as count from "${table}" where "k" like 'k%'`);
    expect(count).toBe(30);
  });

  it("a unique violation comes as pg's error, which the services' translations read", async () => {
    await executeStatement(em, insert, ['dup', 1, null, null]);
    const err = await executeStatement(em, insert, ['dup', 2, null, null]).catch((e: unknown) => e);
    expect(uniqueViolation(err)).toBe(`${table}_pkey`);
  });

  it("inside a transaction it runs on the transaction's connection: a rollback takes its row too", async () => {
    await em
      .transactional(async (tx) => {
        await executeStatement(tx, insert, ['in-tx', 1, null, null]);
        const seen = await tx.execute(`select count(*)::int as count from "${table}" where "k" = 'in-tx'`);
        expect(seen[0].count).toBe(1);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const [{ count }] = await em.execute(`select count(*)::int as count from "${table}" where "k" = 'in-tx'`);
    expect(count).toBe(0);
  });
});
