import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { collect, probeEvent, wsClient } from '../../../test/ws';
import { gql, loginToken, rest } from '../../../test/http';
import { makePartner, makeWorld, TEST_PASSWORD, uniq } from '../../../test/factories';
import { until } from '../../../test/until';
import { Messages } from '../../../contracts/messages';
import { walkIn } from '../../visits/__tests__/support';

/**
 * Prometheus metrics at /metrics (issue 41), read back from a running server: behind METRICS_TOKEN (404 without the
 * setting, 401 without the token), requests by route pattern and GraphQL operation with latency histograms, check-ins
 * and sign-outs counted after a walk-in and a partner's clock-in and clock-out, the live subscriptions open, the
 * outbox rows waiting and the oldest one's age, queue figures, the database pool and the default Node metrics.
 */
const TOKEN = 'metrics-test-token';
let s: TestServer;
beforeAll(async () => {
  // No worker, and a database of its own: what the check-ins enqueue stays waiting in the outbox, where the gauges see
  // it (on the run's shared database another suite's worker relays it at once: a red of a loaded run).
  s = await startTestServer({ worker: false, databaseUrl: await freshDatabase('metrics'), over: { metricsToken: TOKEN } });
});
afterAll(async () => {
  await s.close();
});

const scrape = async (token = TOKEN) => {
  const res = await fetch(`${s.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};
/** The value of one sample (`name{labels} value`), labels given in any order; 0 when absent. */
const sample = (text: string, name: string, labels: Record<string, string> = {}): number => {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
};

describe('/metrics (issue 41)', () => {
  it('answers 401 without the token, and 404 on a server without METRICS_TOKEN', async () => {
    const none = await scrape('');
    expect(none.status).toBe(401);
    expect(JSON.parse(none.text).message).toBe(Messages.metricsToken);
    expect((await scrape('wrong-token-of-the-same-or-other-length')).status).toBe(401);
    const off = await startTestServer({ worker: false });
    try {
      const res = await fetch(`${off.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('counts check-ins and sign-outs, requests by route and operation, and reads the outbox, queues and pool', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const before = (await scrape()).text;
    const checkIns = sample(before, 'depot_attendance_changes_total', { change: 'check_in', kind: 'Visitor' });
    const partnerIns = sample(before, 'depot_attendance_changes_total', { change: 'check_in', kind: 'Partner' });
    const partnerOuts = sample(before, 'depot_attendance_changes_total', { change: 'sign_out', kind: 'Partner' });

    expect((await walkIn(s, depot.id, { email: `${uniq('m')}@example.test` })).status).toBeLessThan(300);
    const p = await makePartner(s.orm, depot);
    expect((await rest(s.url, 'POST', 'api/clock-in', { body: { workId: p.workId, depot: depot.id } })).status).toBeLessThan(300);
    expect((await rest(s.url, 'POST', 'api/clock-out', { body: { workId: p.workId, depot: depot.id } })).status).toBeLessThan(300);
    const token = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const q = await gql(s.url, 'query MetricsProbe { me { username } }', {}, token);
    expect(q.errors).toBeUndefined();

    const after = await scrape();
    expect(after.status).toBe(200);
    expect(after.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const m = after.text;
    expect(sample(m, 'depot_attendance_changes_total', { change: 'check_in', kind: 'Visitor' })).toBe(checkIns + 1);
    expect(sample(m, 'depot_attendance_changes_total', { change: 'check_in', kind: 'Partner' })).toBe(partnerIns + 1);
    expect(sample(m, 'depot_attendance_changes_total', { change: 'sign_out', kind: 'Partner' })).toBe(partnerOuts + 1);
    // REST by route pattern, with its histogram
    const route = { method: 'POST', route: '/api/unplanned-visit-checkIn', status: '200' };
    expect(sample(m, 'depot_http_requests_total', route)).toBeGreaterThanOrEqual(1);
    expect(sample(m, 'depot_http_request_duration_seconds_count', route)).toBeGreaterThanOrEqual(1);
    expect(sample(m, 'depot_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBeGreaterThanOrEqual(1);
    // GraphQL by operation
    expect(sample(m, 'depot_graphql_operations_total', { operation: 'MetricsProbe', type: 'query', result: 'ok' })).toBe(1);
    expect(sample(m, 'depot_graphql_operation_duration_seconds_count', { operation: 'MetricsProbe', type: 'query' })).toBe(1);
    // the outbox (no worker here: the walk-in's jobs wait), the queues, the pool, the Node defaults
    expect(sample(m, 'depot_outbox_waiting')).toBeGreaterThanOrEqual(1);
    expect(sample(m, 'depot_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(0);
    expect(m).toMatch(/^depot_queue_jobs\{queue="email",state="failed"\} \d+$/m);
    expect(m).toMatch(/^depot_queue_jobs\{queue="webhooks",state="waiting"\} \d+$/m);
    expect(m).toMatch(/^depot_db_pool_connections\{state="used"\} \d+$/m);
    expect(m).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
    void tenant;
  });

  it('shows the live subscriptions open, and lets them go when they end', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const token = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const open = async () => sample((await scrape()).text, 'depot_live_subscriptions');
    const base = await open();
    const client = wsClient(s.url, token);
    // (the probe's name is how `live` knows the subscription hears events)
    const sub = collect(client, 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind attendeeName } }', { d: depot.id });
    await sub.live(() => s.events.attendanceChanged(probeEvent(tenant.id, depot.id)));
    expect(await open()).toBe(base + 1);
    expect(
      sample((await scrape()).text, 'depot_graphql_operations_total', { operation: 'anonymous', type: 'subscription', result: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
    sub.dispose();
    await until(async () => (await open()) === base, 10_000, 'the subscription let go');
    // a socket that closes with its subscription open lets it go too
    const again = collect(client, 'subscription W($d: ID!) { attendanceChanged(depotId: $d) { kind attendeeName } }', { d: depot.id });
    await again.live(() => s.events.attendanceChanged(probeEvent(tenant.id, depot.id)));
    expect(await open()).toBe(base + 1);
    await client.dispose();
    await until(async () => (await open()) === base, 10_000, 'the closed socket let go');
  });
});
