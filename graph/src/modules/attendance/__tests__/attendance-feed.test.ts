import { startTestServer, type TestServer } from '../../../test/server';
import { startChildServer } from '../../../test/child-server';
import { collect, probeEvent, wsClient } from '../../../test/ws';
import { gql, loginToken } from '../../../test/http';
import { makeBadges, makeWorld, TEST_PASSWORD } from '../../../test/factories';
import { Topics } from '../../../contracts/topics';
import { checkedInEvent as event } from './support';
import { Redis } from 'ioredis';
import { rest } from '../../../test/http';
import { walkIn } from '../../visits/__tests__/support';

const SUB = 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind depotId attendeeName visitType at } }';

let s: TestServer;
let child: Awaited<ReturnType<typeof startChildServer>>;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
  child = await startChildServer();
}, 60000);
afterAll(async () => {
  await child?.stop();
  await s?.close();
});

/** How many Redis connections listen on a channel (every replica's subscriber connection counts once). */
async function listeners(channel: string): Promise<number> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
    return Number(count);
  } finally {
    redis.disconnect();
  }
}

// Which depots a subscriber may watch, and that only its tenant's events reach it: attendance-feed.service.test.ts.
describe('attendanceChanged subscription', () => {
  it('an event published in this process reaches a subscriber connected to a second graph process', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const token = await loginToken(child.url, admin.username, TEST_PASSWORD);
    const client = wsClient(child.url, token);
    const sub = collect(client, SUB, { d: depot.id });
    await sub.live(() => s.events.attendanceChanged(probeEvent(tenant.id, depot.id))); // the subscription reaches Redis
    s.events.attendanceChanged(event(tenant.id, depot.id));
    const items = await sub.waitFor(1);
    expect(sub.errors).toEqual([]);
    expect(items[0].data).toEqual({
      attendanceChanged: expect.objectContaining({
        kind: 'CHECKED_IN',
        depotId: depot.id,
        attendeeName: 'Ada Byrne',
        visitType: 'Planned',
      }),
    });
    sub.dispose();
    await client.dispose();
  });

  it("a closed grid lets go of its depot at once, not at the depot's next event", async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const token = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const client = wsClient(s.url, token);
    const channel = `${s.config.redisPrefix}:events:${Topics.attendanceChanged.channel}:${depot.id}`;
    const sub = collect(client, SUB, { d: depot.id });
    await sub.live(() => s.events.attendanceChanged(probeEvent(tenant.id, depot.id)));
    expect(await listeners(channel)).toBe(1);
    sub.dispose(); // and no event on this depot from here on
    let left = 1;
    for (let t = 0; t < 40 && left > 0; t++) {
      await new Promise((r) => setTimeout(r, 50));
      left = await listeners(channel);
    }
    expect(left).toBe(0);
    await client.dispose();
  });

  it("numbers a depot's events one by one across replicas, and each carries its row as the live report shows it", async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const other = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['B1']);
    const token = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const client = wsClient(s.url, token);
    const FULL =
      'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind seq attendeeName row { attendanceId attendeeId attendeeName visitType dateofVisit checkIn checkOut actualIn actualOut } } }';
    const sub = collect(client, FULL, { d: depot.id });
    await sub.live(() => s.events.attendanceChanged(probeEvent(tenant.id, depot.id)));
    const childServer = { url: child.url } as TestServer;
    // Sign-ins on this replica and on the other, the other tenant's depot between them, and a sign-out by badge.
    expect((await walkIn(s, depot.id, { firstName: 'Ann', lastName: 'One', email: 'ann1@example.test', depotBadgeNum: 'B1' })).status).toBe(
      200,
    );
    expect((await walkIn(childServer, other.depot.id, { email: 'x@example.test' })).status).toBe(200);
    expect((await walkIn(childServer, depot.id, { firstName: 'Bob', lastName: 'Two', email: 'bob2@example.test' })).status).toBe(200);
    expect((await rest(s.url, 'POST', 'api/checkOut', { body: { depotBadge: 'B1', depotId: depot.id } })).status).toBe(200);
    const items = (await sub.waitFor(3)).slice(0, 3).map((i: any) => i.data.attendanceChanged);
    expect(sub.errors).toEqual([]);
    expect(items.map((e: any) => [e.kind, e.attendeeName])).toEqual([
      ['CHECKED_IN', 'Ann One'],
      ['CHECKED_IN', 'Bob Two'],
      ['CHECKED_OUT', 'Ann One'],
    ]);
    // One after another, whichever replica published (the probes before them took numbers too).
    expect(items.map((e: any) => e.seq - items[0].seq)).toEqual([0, 1, 2]);
    // The rows are the live report's rows, as a read after the last event answers them.
    const report = await gql(
      s.url,
      'query($d: ID!) { liveReport(depotId: $d) { seq rows { attendanceId attendeeId attendeeName visitType dateofVisit checkIn checkOut actualIn actualOut } } }',
      { d: depot.id },
      token,
    );
    const rows = report.data.liveReport.rows;
    expect(items[2].row).toEqual(rows.find((r: any) => r.attendeeName === 'Ann One'));
    expect(items[1].row).toEqual(rows.find((r: any) => r.attendeeName === 'Bob Two'));
    expect(items[2].row.checkOut).not.toBeNull();
    // The report says which number its rows were read at: the last event's (a view applies what comes after it).
    expect(report.data.liveReport.seq).toBe(items[2].seq);
    sub.dispose();
    await client.dispose();
  });

  it('refuses a socket with a bad token (4403) and an anonymous subscription (UNAUTHENTICATED)', async () => {
    const { depot } = await makeWorld(s.orm);
    const bad = wsClient(s.url, 'forged.token.value');
    const sub = collect(bad, SUB, { d: depot.id });
    await sub.waitFor(1, 2000);
    expect(sub.errors.map((e: any) => e?.code)).toEqual([4403]);
    await bad.dispose();
    const anon = wsClient(s.url);
    const sub2 = collect(anon, SUB, { d: depot.id });
    await sub2.waitFor(1, 2000);
    expect(JSON.stringify(sub2.items.length ? sub2.items : sub2.errors)).toMatch(/UNAUTHENTICATED|session has expired/);
    await anon.dispose();
  });
});
