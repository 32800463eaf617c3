import { Client } from 'pg';
import { startChildEmbedded } from '../../test/child-server';
import { sleep, until } from '../../test/until';

/**
 * The embedded database's socket server (core/db/pglite-sessions.ts, issue 36): many connections, one PostgreSQL
 * session. Each exchange runs whole (pglite-socket interleaved two connections' Parse and Bind), a transaction runs
 * alone, a connection that dies mid-transaction leaves nothing open, and its statement names are freed.
 */
let pg: Awaited<ReturnType<typeof startChildEmbedded>>;
beforeAll(async () => {
  pg = await startChildEmbedded(20);
  await withClient((c) => c.query('create table t (k text primary key, n int not null)'));
}, 60_000);
afterAll(async () => {
  await pg.stop();
});

/** `n` clients, connected. */
const connected = (n: number) =>
  Promise.all(
    Array.from({ length: n }, async () => {
      const c = new Client({ connectionString: pg.url });
      await c.connect();
      return c;
    }),
  );

async function withClient<T>(work: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: pg.url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

describe('the embedded database behind one socket', () => {
  it('statements of different shapes from eight connections at once each get their own answer', async () => {
    const clients = await connected(8);
    try {
      // Each connection asks with its own number of parameters: a Bind applied to another's Parse would fail or
      // answer another's numbers.
      const answers = await Promise.all(
        clients.flatMap((c, i) =>
          Array.from({ length: 10 }, (_, j) => {
            const params = Array.from({ length: i + 1 }, (_, k) => i * 100 + j + k);
            const text = `select ${params.map((_, k) => `$${k + 1}::int`).join(' + ')} as s`;
            return c.query(text, params).then((r) => [r.rows[0].s, params.reduce((a, b) => a + b, 0)]);
          }),
        ),
      );
      for (const [got, want] of answers) expect(got).toBe(want);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });

  it('the same statement name prepared by two connections open at once is refused (names are per connection), and free again once the first is gone', async () => {
    const a = new Client({ connectionString: pg.url });
    const b = new Client({ connectionString: pg.url });
    await Promise.all([a.connect(), b.connect()]);
    await a.query({ name: 'dr_same', text: 'select 1 as one' });
    // One session: the name is taken while a is open. executeStatement names its statements per connection.
    await expect(b.query({ name: 'dr_same', text: 'select 1 as one' })).rejects.toMatchObject({ code: '42P05' });
    await a.end();
    const again = new Client({ connectionString: pg.url });
    await again.connect();
    await until(
      async () => (await again.query(`select count(*)::int as n from pg_prepared_statements where name = 'dr_same'`)).rows[0].n === 0,
      5000,
      'dr_same freed',
      20,
    );
    expect((await again.query({ name: 'dr_same', text: 'select 2 as two' })).rows).toEqual([{ two: 2 }]);
    await Promise.all([again.end(), b.end()]);
  });

  it('a transaction runs alone: another connection waits for its commit and then sees its row', async () => {
    const a = new Client({ connectionString: pg.url });
    const b = new Client({ connectionString: pg.url });
    await Promise.all([a.connect(), b.connect()]);
    await a.query('begin');
    await a.query(`insert into t (k, n) values ('tx', 1)`);
    let seen: number | undefined;
    const read = b.query(`select count(*)::int as n from t where k = 'tx'`).then((r) => (seen = r.rows[0].n));
    await sleep(100);
    expect(seen).toBeUndefined(); // waiting for the transaction to end
    await a.query('commit');
    await read;
    expect(seen).toBe(1);
    await Promise.all([a.end(), b.end()]);
  });

  it('a connection that dies inside a transaction is rolled back, and the others go on', async () => {
    const a = new Client({ connectionString: pg.url });
    await a.connect();
    await a.query('begin');
    await a.query(`insert into t (k, n) values ('lost', 1)`);
    const waiting = withClient((c) => c.query(`select count(*)::int as n from t where k = 'lost'`));
    // The socket drops without a word (a killed process): no Terminate, no ROLLBACK from the client.
    (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    a.on('error', () => undefined);
    expect((await waiting).rows[0].n).toBe(0);
    expect((await withClient((c) => c.query(`select 1 as ok`))).rows).toEqual([{ ok: 1 }]);
  });

  it("a connection past the limit is refused with PostgreSQL's own error, not a dropped socket", async () => {
    const held = await connected(20);
    const extra = new Client({ connectionString: pg.url });
    await expect(extra.connect()).rejects.toMatchObject({ code: '53300' });
    await Promise.all(held.map((c) => c.end()));
  });
});
