/**
 * Issue 13, a fault test: PostgreSQL restarted under load. The server reaches its database through a TCP
 * proxy that does to it what a restart does (every connection reset, new ones refused for a few seconds),
 * so the shared PostgreSQL the other suites use keeps running. While the database is away the server
 * answers 503 with the error body (never a 500, never a hang), /readyz says what it waits for, and it
 * recovers by itself once the database is back. Every acknowledged check-in is kept and nothing is
 * half-written.
 */
import { performance } from 'node:perf_hooks';
import { startTestServer, type TestServer } from '../../test/server';
import { loginToken, rest } from '../../test/http';
import { rawSocket } from '../../test/ws';
import { privateDatabase } from '../../test/database';
import { makeWorld, TEST_PASSWORD, uniq } from '../../test/factories';
import { TcpProxy } from '../../test/tcp-proxy';
import { sleep, until } from '../../test/until';
import { Messages } from '../../contracts/messages';
import { tokenFor } from '../../modules/tenants/__tests__/support';

const SUBSCRIPTION = 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind } }';

let s: TestServer;
let db: Awaited<ReturnType<typeof privateDatabase>>;
let proxy: TcpProxy;
beforeAll(async () => {
  db = await privateDatabase('pgrestart');
  const target = new URL(db.url);
  proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.up();
  s = await startTestServer({ databaseUrl: proxy.rewrite(db.url) });
});
afterAll(async () => {
  await proxy?.up();
  await s?.close();
  await proxy?.down();
  await db?.drop();
});

it('answers 503 while PostgreSQL restarts, /readyz says it waits for the database, and it recovers by itself', async () => {
  const { depot, admin } = await makeWorld(s.orm);
  await until(async () => (await rest(s.url, 'GET', 'readyz')).status === 200, 10_000, 'ready');

  type Result = { email: string; status: number; message?: string; at: number };
  const results: Result[] = [];
  let stop = false;
  const checkIns = async () => {
    while (!stop) {
      const email = `${uniq('pg')}@example.test`;
      const at = performance.now();
      const r = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
        body: {
          firstName: 'Paula',
          lastName: 'Green',
          email,
          Company: 'Acme',
          reasonForVisit: 'Delivery',
          depot: depot.id,
          carReg: '12 D 3',
        },
      }).catch((e: Error) => ({ status: 0, body: { message: e.message } }));
      results.push({ email, status: r.status, message: r.body?.message, at });
      await sleep(25);
    }
  };
  const load = Array.from({ length: 4 }, checkIns);
  try {
    // The load runs: check-ins are acknowledged while the database is up.
    await until(() => results.filter((r) => r.status === 200).length >= 8, 15_000, 'check-ins acknowledged before the restart');
    // A socket acknowledged while the database is up, that subscribes once it has gone.
    const open = rawSocket(s.url);
    await open.init(await loginToken(s.url, admin.username, TEST_PASSWORD));
    await until(async () => open.messages.some((m) => m.type === 'connection_ack'), 10_000, 'the socket acknowledged');
    const downAt = performance.now();
    await proxy.down();

    const waiting = await until(
      async () => {
        const r = await rest(s.url, 'GET', 'readyz');
        return r.status === 503 && r.body;
      },
      15_000,
      '/readyz to report the database away',
    );
    expect(waiting).toMatchObject({ status: 'degraded', waitingFor: ['database'] });
    expect(waiting.database).toMatch(/^unavailable: /);

    // A signed-in user is not signed out by it: its token cannot be checked, so 503 (not 401).
    const staff = await rest(s.url, 'GET', 'api/user', { token: tokenFor(s, admin) });
    expect([staff.status, staff.body?.message]).toEqual([503, Messages.serviceUnavailable]);
    // The same over GraphQL (issue 25: it was a 500), with Retry-After.
    const graph = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenFor(s, admin)}` },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    expect([graph.status, graph.headers.get('retry-after')]).toEqual([503, '5']);
    expect(((await graph.json()) as { errors: unknown[] }).errors).toEqual([
      expect.objectContaining({ message: Messages.serviceUnavailable, extensions: { code: 'UNAVAILABLE' } }),
    ]);
    // graphql-ws: a new socket is told to try again later; one already open hears why its subscription failed, with
    // a code; neither ever hears the driver's words or the database's address.
    const fresh = rawSocket(s.url);
    await fresh.init(tokenFor(s, admin));
    const closedWith = await Promise.race([fresh.closed, sleep(10_000).then(() => ({ notClosed: fresh.texts }))]);
    expect(closedWith).toEqual({ code: 1013, reason: Messages.serviceUnavailable });
    open.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBSCRIPTION, variables: { d: depot.id } } }));
    const failed = await until(
      async () => open.messages.find((m) => m.id === '1' && m.type !== 'complete'),
      10_000,
      'the subscription failing',
    );
    const errors = (failed.type === 'error' ? failed.payload : failed.payload.errors) as { extensions?: { code?: string } }[];
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) expect(typeof e.extensions?.code).toBe('string');
    for (const text of [...fresh.texts, ...open.texts]) expect(text).not.toMatch(/ECONN|127\.0\.0\.1|::1|connect |terminat|postgres/i);
    open.close();
    await open.closed;

    // The database stays away while the load meets it: check-ins answered 503 during the outage.
    await until(() => results.filter((r) => r.at > downAt && r.status === 503).length >= 4, 15_000, 'check-ins answered 503 while away');
    const upAt = performance.now();
    await proxy.up();
    await until(async () => (await rest(s.url, 'GET', 'readyz')).status === 200, 30_000, '/readyz ok again');
    const readyAt = performance.now();
    await until(() => results.filter((r) => r.at > readyAt && r.status === 200).length >= 8, 15_000, 'check-ins acknowledged after it');
    stop = true;
    await Promise.all(load);

    const during = results.filter((r) => r.at > downAt && r.at < upAt);
    const after = results.filter((r) => r.at > readyAt);
    // Never a 500 nor a dropped connection: the database being away answers 503 with the error body.
    expect(results.filter((r) => r.status !== 200 && r.status !== 503)).toEqual([]);
    expect(during.length).toBeGreaterThan(0);
    expect(during.filter((r) => r.status === 503).length).toBeGreaterThan(0);
    expect(new Set(results.filter((r) => r.status === 503).map((r) => r.message))).toEqual(new Set([Messages.serviceUnavailable]));
    // Back by itself: every check-in after readiness returned is acknowledged.
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((r) => r.status !== 200)).toEqual([]);

    // Every acknowledged check-in is kept; none is half-written (an attendee without its visit and attendance).
    type Row = { email: string; attendees: string; visits: string; attendances: string };
    const rows: Row[] = await s.orm.em
      .fork()
      .getConnection()
      .execute<Row[]>(
        `select a.email, count(distinct a.id) attendees, count(distinct v.id) visits, count(distinct t.id) attendances
           from attendee a left join visit v on v.attendee_id = a.id left join attendance t on t.visit_id = v.id
          where a.email in (?) group by a.email`,
        [results.map((r) => r.email)],
      );
    const kept = new Map(rows.map((r: Row) => [r.email, r]));
    for (const r of results.filter((x) => x.status === 200))
      expect(kept.get(r.email)).toMatchObject({ attendees: '1', visits: '1', attendances: '1' });
    for (const row of rows) expect([row.visits, row.attendances]).toEqual([row.attendees, row.attendees]);
  } finally {
    stop = true;
    await Promise.all(load);
  }
});
