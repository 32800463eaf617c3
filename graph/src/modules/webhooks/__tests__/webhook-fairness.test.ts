// Issue 40, fair webhook delivery: one tenant's endpoint that accepts and never answers must not delay another tenant's
// deliveries. Tenant A's receiver holds every request open; 20 walk-ins at A, then one at B: B's delivery arrives while
// A's first requests still hang (were B queued behind A, it could only go once they time out), A has at most WEBHOOK_ENDPOINT_CONCURRENCY requests in flight, and A's deliveries are not lost
// (timed out, the endpoint paused, the deliveries parked) and all arrive once A answers again. Real worker, PostgreSQL,
// Redis and HTTP receivers.
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql } from '../../../test/http';
import { until } from '../../../test/until';
import { makeWorld, uniq } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';
import { walkIn } from '../../visits/__tests__/support';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver';
import { loopbackDelivery } from '../../../test/loopback-delivery';

// Long enough that B's delivery on a loaded CI machine (under 1 s alone, up to 3 s seen) comes well inside it.
const FIRST_TIMEOUT_MS = 6000;
const CONCURRENCY = 2;

let s: TestServer;
let rx: Receiver;
beforeAll(async () => {
  rx = await startReceiver();
  // A database (so queues) of its own: another suite's worker, without WEBHOOK_ALLOW_PRIVATE, never takes these jobs.
  s = await startTestServer({
    databaseUrl: await freshDatabase('webhookfair'),
    over: {
      webhooks: loopbackDelivery({
        attempts: 5,
        retryBaseMs: 500,
        firstTimeoutMs: FIRST_TIMEOUT_MS,
        endpointConcurrency: CONCURRENCY,
        busyRetryMs: 250,
      }),
    },
  });
});
afterAll(async () => {
  await s?.close();
  await rx?.close();
});

const CREATE = `mutation($input: CreateWebhookInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`;

async function tenantWithEndpoint(path: string) {
  const world = await makeWorld(s.orm);
  const r = await gql(s.url, CREATE, { input: { url: rx.url(path), events: ['VISITOR_CHECKED_IN'] } }, tokenFor(s, world.admin));
  expect(r.errors).toBeUndefined();
  return { ...world, endpointId: r.data.createWebhookEndpoint.endpoint.id as string };
}

/** A walk-in at the depot: how long until its delivery reaches the receiver's `path` (ms from the request), and when. */
async function timedDelivery(depotId: string, path: string, within: number) {
  const before = rx.at(path).length;
  const t0 = Date.now();
  const res = await walkIn(s, depotId, { email: `${uniq('w')}@example.test` });
  expect(res.status).toBeLessThan(300);
  const got = await until(() => rx.at(path)[before], within, `the delivery at ${path}`, 10);
  return { ms: got.receivedAt - t0, at: got.receivedAt };
}

const sql = async <T>(q: string, params: unknown[] = []): Promise<T[]> => (await s.orm.em.fork().getConnection().execute(q, params)) as T[];

describe('fair webhook delivery (issue 40)', () => {
  it("a silent receiver at one tenant does not delay another tenant's delivery, and loses none of its own", async () => {
    const aPath = `/silent-${uniq()}`;
    const bPath = `/prompt-${uniq()}`;
    rx.plan(aPath, [0]); // accepts and never answers
    const a = await tenantWithEndpoint(aPath);
    const b = await tenantWithEndpoint(bPath);

    // B alone (after a warm-up), for the log.
    await timedDelivery(b.depot.id, bPath, 10_000);
    const alone = (await timedDelivery(b.depot.id, bPath, 10_000)).ms;

    // 20 walk-ins at A, then one at B.
    const burstAt = Date.now();
    for (let i = 0; i < 20; i++) expect((await walkIn(s, a.depot.id, { email: `${uniq('a')}@example.test` })).status).toBeLessThan(300);
    const loaded = await timedDelivery(b.depot.id, bPath, 30_000);
    console.log(`B's delivery: alone ${alone} ms, while A's endpoint hangs ${loaded.ms} ms`);
    // Not a race against a timer but an order of events: B got through while A's first requests still held their
    // leases, so B did not wait for a slot A held. (A worker whose slots A could fill would free one only when A's first
    // request times out, FIRST_TIMEOUT_MS after it arrived.)
    const firstOfA = await until(() => rx.at(aPath)[0], 10_000, "A's first request");
    expect(loaded.at).toBeLessThan(firstOfA.receivedAt + FIRST_TIMEOUT_MS);

    // A never has more than its share in flight: before its first requests could time out, at most CONCURRENCY arrived.
    const early = rx.at(aPath).filter((r) => r.receivedAt < burstAt + FIRST_TIMEOUT_MS - 500);
    expect(early.length).toBeGreaterThan(0);
    expect(early.length).toBeLessThanOrEqual(CONCURRENCY);

    // A's deliveries are all there, none lost or failed: first attempts timed out, the endpoint paused, the rest parked.
    const rowsOfA = () =>
      sql<{ id: string; event_id: string; status: string; attempts: number }>(
        `select id, event_id, status, attempts from webhook_delivery where endpoint_id = ?`,
        [a.endpointId],
      );
    await until(async () => (await rowsOfA()).length === 20, 10_000, "A's 20 deliveries written");
    const paused = await until(
      async () =>
        (
          await sql<{ paused_until: Date | null }>(`select paused_until from webhook_endpoint where id = ? and paused_until is not null`, [
            a.endpointId,
          ])
        )[0],
      30_000,
      "A's endpoint paused after its timeouts",
    );
    expect(paused.paused_until).not.toBeNull();
    // The tenant's admins see the pause on the endpoint.
    const listed = await gql(s.url, 'query { webhookEndpoints { id pausedUntil } }', {}, tokenFor(s, a.admin));
    expect(listed.errors).toBeUndefined();
    expect(listed.data.webhookEndpoints[0]).toMatchObject({ id: a.endpointId, pausedUntil: expect.any(String) });
    // Timed-out first attempts went on to the retry queue ('webhook-retry' jobs, through the outbox), apart from first attempts.
    const retries = await sql<{ n: number }>(
      `select count(*)::int as n from outbox_event o join webhook_delivery d on d.id::text = o.payload->>'deliveryId'
       where o.name = 'webhook-retry' and d.endpoint_id = ?`,
      [a.endpointId],
    );
    expect(retries[0].n).toBeGreaterThanOrEqual(3);
    expect((await rowsOfA()).every((d) => d.status === 'PENDING')).toBe(true);
    const timeouts = await sql<{ n: number }>(
      `select count(*)::int as n from webhook_attempt t join webhook_delivery d on d.id = t.delivery_id
       where d.endpoint_id = ? and t.error like 'no answer within%'`,
      [a.endpointId],
    );
    expect(timeouts[0].n).toBeGreaterThanOrEqual(3);

    // A answers again: every parked and retried delivery arrives, each event answered 2xx once.
    rx.plan(aPath, [200]);
    await until(async () => (await rowsOfA()).every((d) => d.status === 'SUCCEEDED'), 60_000, "every one of A's deliveries succeeded", 250);
    const rows = await rowsOfA();
    const answered = rx.at(aPath).filter((r) => r.answered === 200);
    expect(new Set(answered.map((r) => String(r.headers['webhook-id'])))).toEqual(new Set(rows.map((d) => d.event_id)));
    expect(answered).toHaveLength(20);
    const endpoint = await sql<{ enabled: boolean; consecutive_failures: number }>(
      `select enabled, consecutive_failures from webhook_endpoint where id = ?`,
      [a.endpointId],
    );
    expect(endpoint[0]).toMatchObject({ enabled: true, consecutive_failures: 0 });
  }, 120_000);

  it('a new address, or the endpoint enabled again, ends a pause at once', async () => {
    const path = `/paused-${uniq()}`;
    const t = await tenantWithEndpoint(path);
    const token = tokenFor(s, t.admin);
    const pause = () =>
      sql(`update webhook_endpoint set paused_until = now() + interval '1 hour', consecutive_timeouts = 2 where id = ?`, [t.endpointId]);
    const state = async () =>
      (
        await sql<{ paused_until: Date | null; consecutive_timeouts: number }>(
          `select paused_until, consecutive_timeouts from webhook_endpoint where id = ?`,
          [t.endpointId],
        )
      )[0];
    const UPDATE = 'mutation($i: UpdateWebhookInput!) { updateWebhookEndpoint(input: $i) { id pausedUntil } }';
    await pause();
    const moved = await gql(s.url, UPDATE, { i: { id: t.endpointId, url: rx.url(`${path}-new`) } }, token);
    expect(moved.errors).toBeUndefined();
    expect(moved.data.updateWebhookEndpoint.pausedUntil).toBeNull();
    expect(await state()).toMatchObject({ paused_until: null, consecutive_timeouts: 0 });
    await pause();
    expect((await gql(s.url, UPDATE, { i: { id: t.endpointId, enabled: false } }, token)).errors).toBeUndefined();
    expect((await state()).paused_until).not.toBeNull(); // disabling leaves it
    const enabled = await gql(s.url, UPDATE, { i: { id: t.endpointId, enabled: true } }, token);
    expect(enabled.errors).toBeUndefined();
    expect(await state()).toMatchObject({ paused_until: null, consecutive_timeouts: 0 });
    // and a delivery goes out at once
    expect((await walkIn(s, t.depot.id, { email: `${uniq('p')}@example.test` })).status).toBeLessThan(300);
    await until(() => rx.at(`${path}-new`).length === 1, 10_000, 'delivered to the new address');
  });
});
