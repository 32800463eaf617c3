// Issue 26, webhooks: a tenant's endpoints get each event once, signed (verified with standardwebhooks), retried with
// backoff (attempts logged), redelivered with the same webhook-id; an endpoint failing delivery after delivery is
// disabled and its tenant's admins e-mailed; another tenant's endpoints are invisible. A real receiver on 127.0.0.1
// (WEBHOOK_ALLOW_PRIVATE for it). The endpoint rules (private, loopback and link-local URLs refused without the
// setting) are in webhooks.service.test.ts.
import { Webhook } from 'standardwebhooks';
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql, rest } from '../../../test/http';
import { until } from '../../../test/until';
import { makePartner, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';
import { checkIn, walkIn } from '../../visits/__tests__/support';
import { handleWebhookDeliver } from '../webhook.jobs';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver';

// Fair delivery (issue 40) as the product runs it, its waits short for the tests.
const FAIR = { firstTimeoutMs: 3000, endpointConcurrency: 2, busyRetryMs: 50, pauseAfterTimeouts: 3, pauseMs: 1000 };

let s: TestServer;
let rx: Receiver;
beforeAll(async () => {
  rx = await startReceiver();
  // A database (so queues) of its own: another suite's worker, without WEBHOOK_ALLOW_PRIVATE, never takes these jobs.
  s = await startTestServer({
    databaseUrl: await freshDatabase('webhooks'),
    over: { webhooks: { allowPrivate: true, attempts: 4, retryBaseMs: 50, timeoutMs: 3000, disableAfter: 2, ...FAIR } },
  });
});
afterAll(async () => {
  await s?.close();
  await rx?.close();
});

const CREATE = `mutation($input: CreateWebhookInput!) { createWebhookEndpoint(input: $input) {
  secret endpoint { id url description events enabled consecutiveFailures createdBy } } }`;
const LIST = 'query { webhookEndpoints { id url enabled consecutiveFailures disabledAt } }';
const LOG = `query($e: ID!, $p: Int, $n: Int) { webhookDeliveries(endpointId: $e, page: $p, pageSize: $n) { total page pageSize
  items { id eventId type status attempts lastStatusCode deliveredAt body attemptLog { attempt statusCode latencyMs error at } } } }`;
const REDELIVER = 'mutation($id: ID!) { redeliverWebhook(id: $id) { id status eventId } }';
const ALL = [
  'VISITOR_CHECKED_IN',
  'VISITOR_CHECKED_OUT',
  'PARTNER_CLOCKED_IN',
  'PARTNER_CLOCKED_OUT',
  'VISIT_BOOKED',
  'VISIT_CANCELLED',
  'EVACUATION_STARTED',
  'EVACUATION_ENDED',
];

async function register(token: string, path: string, events = ALL) {
  const r = await gql(s.url, CREATE, { input: { url: rx.url(path), description: 'test receiver', events } }, token);
  expect(r.errors).toBeUndefined();
  return r.data.createWebhookEndpoint as { secret: string; endpoint: { id: string } };
}

const verify = (secret: string, r: { headers: Record<string, unknown>; body: string }) =>
  new Webhook(secret).verify(r.body, {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  }) as { type: string; timestamp: string; data: Record<string, string> };

const log = async (token: string, endpointId: string, page = 1, pageSize = 20) => {
  const r = await gql(s.url, LOG, { e: endpointId, p: page, n: pageSize }, token);
  expect(r.errors).toBeUndefined();
  return r.data.webhookDeliveries;
};

/** Tomorrow at 14:30 in the depot's day, as the booking form sends it. */
const tomorrow = () => `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T14:30`;

describe('webhooks (issue 26)', () => {
  it('a receiver gets every event type once, with a valid Standard Webhooks signature', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const path = `/all-${uniq()}`;
    const { secret, endpoint } = await register(token, path);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    // visitor in: the walk-in fast path (one statement) and a planned visit (a unit of work); out by QR
    expect((await walkIn(s, depot.id, { email: `${uniq('w')}@example.test` })).status).toBeLessThan(300);
    const visit = await makeVisit(s.orm, depot);
    expect((await checkIn(s, depot.id, visit.meetingReference!)).status).toBeLessThan(300);
    const out = await rest(s.url, 'POST', 'api/QRcheckOut', { body: { meetingReference: visit.meetingReference, depotId: depot.id } });
    expect(out.status).toBeLessThan(300);
    // a partner in and out
    const partner = await makePartner(s.orm, depot);
    expect((await rest(s.url, 'POST', 'api/clock-in', { body: { workId: partner.workId, depot: depot.id } })).status).toBe(200);
    expect((await rest(s.url, 'POST', 'api/clock-out', { body: { workId: partner.workId, depot: depot.id } })).status).toBe(200);
    // a booking made and cancelled
    const booked = await rest(s.url, 'POST', 'api/book-meeting', {
      token,
      body: {
        FirstName: 'ada',
        LastName: 'lovelace',
        Email: `${uniq('b')}@example.test`,
        Company: 'acme',
        depot: depot.id,
        MeetingDateTime: tomorrow(),
      },
    });
    expect(booked.status).toBe(201);
    const cancelled = await gql(s.url, 'mutation($id: ID!) { cancelVisit(id: $id) { state } }', { id: booked.body.id }, token);
    expect(cancelled.errors).toBeUndefined();
    // an evacuation started and ended
    const started = await gql(s.url, 'mutation($d: ID!) { startEvacuation(depotId: $d) { id } }', { d: depot.id }, token);
    expect(started.errors).toBeUndefined();
    const ended = await gql(s.url, 'mutation($id: ID!) { endEvacuation(id: $id) { id } }', { id: started.data.startEvacuation.id }, token);
    expect(ended.errors).toBeUndefined();

    const want = [
      'visitor.checked_in',
      'visitor.checked_in',
      'visitor.checked_out',
      'partner.clocked_in',
      'partner.clocked_out',
      'visit.booked',
      'visit.cancelled',
      'evacuation.started',
      'evacuation.ended',
    ];
    await until(() => rx.at(path).length >= want.length, 20_000, 'every event delivered');
    // nothing more comes (each event once): the log says every delivery succeeded, at its first attempt
    await until(async () => (await log(token, endpoint.id)).items.every((d: { status: string }) => d.status === 'SUCCEEDED'), 10_000);
    const got = rx.at(path).map((r) => verify(secret, r));
    expect(got.map((g) => g.type).sort()).toEqual([...want].sort());
    expect(new Set(rx.at(path).map((r) => r.headers['webhook-id'])).size).toBe(want.length);
    const page = await log(token, endpoint.id);
    expect(page.total).toBe(want.length);
    expect(page.items.every((d: { attempts: number }) => d.attempts === 1)).toBe(true);
    const checkout = got.find((g) => g.type === 'visitor.checked_out')!;
    expect(checkout.data).toMatchObject({ depotId: depot.id, visitId: visit.id });
    expect(got.find((g) => g.type === 'visit.booked')!.data).toMatchObject({ visitId: booked.body.id, depotId: depot.id });
    // a wrong secret does not verify
    expect(() => verify(`whsec_${Buffer.from('another secret of 24 b!!').toString('base64')}`, rx.at(path)[0])).toThrow();
    expect(rx.received.length).toBeGreaterThanOrEqual(want.length);
  });

  it('an endpoint gets only the events it chose', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const path = `/booked-${uniq()}`;
    await register(tokenFor(s, admin), path, ['VISIT_BOOKED']);
    const partner = await makePartner(s.orm, depot);
    await rest(s.url, 'POST', 'api/clock-in', { body: { workId: partner.workId, depot: depot.id } });
    const booked = await rest(s.url, 'POST', 'api/book-meeting', {
      token: tokenFor(s, admin),
      body: {
        FirstName: 'ada',
        LastName: 'l',
        Email: `${uniq('b')}@example.test`,
        Company: 'acme',
        depot: depot.id,
        MeetingDateTime: tomorrow(),
      },
    });
    expect(booked.status).toBe(201);
    await until(() => rx.at(path).length >= 1, 10_000, 'the booking delivered');
    // every webhook event of the tenant has been fanned out (its outbox row done): the clock-in made no delivery
    const pendingEvents = async () =>
      (
        await s.orm.em
          .fork()
          .getConnection()
          .execute(
            `select count(*)::int as n from outbox_event where name = 'webhook-event' and payload->>'tenantId' = ? and done_at is null`,
            [tenant.id],
          )
      )[0].n as number;
    await until(async () => (await pendingEvents()) === 0, 10_000, 'every event fanned out');
    const kinds = await s.orm.em.fork().getConnection().execute(`select type from webhook_delivery where tenant_id = ?`, [tenant.id]);
    expect(kinds.map((k: { type: string }) => k.type)).toEqual(['visit.booked']);
    expect(rx.at(path).map((r) => JSON.parse(r.body).type)).toEqual(['visit.booked']);
  });

  it('a receiver failing three times then succeeding gets it on the retry; every attempt is logged; redeliver sends the same webhook-id', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const path = `/flaky-${uniq()}`;
    rx.plan(path, [500, 503, 500, 200]);
    const { secret, endpoint } = await register(token, path, ['PARTNER_CLOCKED_IN']);
    const partner = await makePartner(s.orm, depot);
    await rest(s.url, 'POST', 'api/clock-in', { body: { workId: partner.workId, depot: depot.id } });
    await until(async () => (await log(token, endpoint.id)).items[0]?.status === 'SUCCEEDED', 20_000, 'delivered on the 4th attempt');
    const [d] = (await log(token, endpoint.id)).items;
    expect(d).toMatchObject({ attempts: 4, lastStatusCode: 200 });
    expect(d.attemptLog.map((a: { attempt: number; statusCode: number }) => [a.attempt, a.statusCode])).toEqual([
      [1, 500],
      [2, 503],
      [3, 500],
      [4, 200],
    ]);
    expect(d.attemptLog[0].error).toBe('HTTP 500');
    expect(d.attemptLog[3].error).toBeNull();
    const sent = rx.at(path);
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((r) => r.headers['webhook-id']))).toEqual(new Set([d.eventId]));
    sent.forEach((r) => verify(secret, r));

    const again = await gql(s.url, REDELIVER, { id: d.id }, token);
    expect(again.errors).toBeUndefined();
    await until(() => rx.at(path).length === 5, 10_000, 'redelivered');
    await until(async () => (await log(token, endpoint.id)).items[0]?.status === 'SUCCEEDED', 10_000);
    expect(rx.at(path)[4].headers['webhook-id']).toBe(d.eventId);
    expect(rx.at(path)[4].body).toBe(sent[0].body);
    verify(secret, rx.at(path)[4]);
    expect((await log(token, endpoint.id)).items[0].attemptLog.map((a: { attempt: number }) => a.attempt)).toEqual([1, 2, 3, 4, 5]);
  });

  it('an endpoint failing delivery after delivery is disabled and its tenant admins are e-mailed', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const path = `/down-${uniq()}`;
    rx.plan(path, [500]);
    const { endpoint } = await register(token, path, ['PARTNER_CLOCKED_IN', 'PARTNER_CLOCKED_OUT']);
    const partner = await makePartner(s.orm, depot);
    await rest(s.url, 'POST', 'api/clock-in', { body: { workId: partner.workId, depot: depot.id } });
    await rest(s.url, 'POST', 'api/clock-out', { body: { workId: partner.workId, depot: depot.id } });
    // two deliveries, 4 attempts each, then the endpoint (disableAfter 2) is off
    const off = await until(
      async () =>
        (await gql(s.url, LIST, {}, token)).data.webhookEndpoints.find(
          (e: { id: string; enabled: boolean }) => e.id === endpoint.id && !e.enabled,
        ),
      20_000,
      'the endpoint disabled',
    );
    expect(off).toMatchObject({ consecutiveFailures: 2 });
    expect(off.disabledAt).not.toBeNull();
    const mail = await until(() => s.mail.messages.find((m) => m.to.includes(admin.email)), 10_000, 'the admin e-mailed');
    expect(mail.subject).toMatch(/webhook endpoint was disabled/);
    expect(mail.text).toContain(rx.url(path));
    const page = await log(token, endpoint.id);
    expect(page.items.map((d: { status: string; attempts: number }) => [d.status, d.attempts])).toEqual([
      ['FAILED', 4],
      ['FAILED', 4],
    ]);
    expect(rx.at(path)).toHaveLength(8);
    // disabled: a new event is not sent to it
    await rest(s.url, 'POST', 'api/clock-in', { body: { workId: partner.workId, depot: depot.id } });
    const other = `/canary-${uniq()}`;
    await register(token, other, ['PARTNER_CLOCKED_OUT']);
    await rest(s.url, 'POST', 'api/clock-out', { body: { workId: partner.workId, depot: depot.id } });
    await until(() => rx.at(other).length === 1, 10_000, 'the canary got the later event');
    expect(rx.at(path)).toHaveLength(8);
    expect(tenant.id).toBeTruthy();
  });

  it('a delivery job run again after its success (a crash before the acknowledgement) reads the row and sends nothing', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const path = `/once-${uniq()}`;
    const { endpoint } = await register(token, path, ['PARTNER_CLOCKED_IN']);
    const partner = await makePartner(s.orm, depot);
    await rest(s.url, 'POST', 'api/clock-in', { body: { workId: partner.workId, depot: depot.id } });
    await until(async () => (await log(token, endpoint.id)).items[0]?.status === 'SUCCEEDED', 10_000, 'delivered');
    const [d] = (await log(token, endpoint.id)).items;
    const ctx = { orm: s.orm, config: s.config, log: () => undefined, mailer: null as never };
    const again = await handleWebhookDeliver(ctx, { id: 'rerun', name: 'webhook-deliver', data: { deliveryId: d.id } });
    expect(again).toBe('already-delivered');
    expect(rx.at(path)).toHaveLength(1);
    expect((await log(token, endpoint.id)).items[0].attempts).toBe(1);
  });

  it("another tenant's endpoints and deliveries are invisible; the secret is rotated and never listed", async () => {
    const a = await makeWorld(s.orm);
    const b = await makeWorld(s.orm);
    const tokenA = tokenFor(s, a.admin);
    const tokenB = tokenFor(s, b.admin);
    const path = `/iso-${uniq()}`;
    const { secret, endpoint } = await register(tokenA, path, ['PARTNER_CLOCKED_IN']);
    const listB = await gql(s.url, LIST, {}, tokenB);
    expect(listB.data.webhookEndpoints.map((e: { id: string }) => e.id)).not.toContain(endpoint.id);
    expect((await gql(s.url, LOG, { e: endpoint.id }, tokenB)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const upd = await gql(
      s.url,
      'mutation($i: UpdateWebhookInput!) { updateWebhookEndpoint(input: $i) { id } }',
      { i: { id: endpoint.id, enabled: false } },
      tokenB,
    );
    expect(upd.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // b's events never reach a's endpoint
    const pb = await makePartner(s.orm, b.depot);
    await rest(s.url, 'POST', 'api/clock-in', { body: { workId: pb.workId, depot: b.depot.id } });
    const pa = await makePartner(s.orm, a.depot);
    await rest(s.url, 'POST', 'api/clock-in', { body: { workId: pa.workId, depot: a.depot.id } });
    await until(() => rx.at(path).length === 1, 10_000, "a's clock-in delivered");
    expect(verify(secret, rx.at(path)[0]).data.partnerId).toBe(pa.id);
    const [d] = (await log(tokenA, endpoint.id)).items;
    expect((await gql(s.url, REDELIVER, { id: d.id }, tokenB)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // rotation: a new secret signs from now on; the list never shows one
    const rot = await gql(s.url, 'mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }', { id: endpoint.id }, tokenA);
    const fresh = rot.data.rotateWebhookSecret.secret as string;
    expect(fresh).not.toBe(secret);
    expect(JSON.stringify((await gql(s.url, LIST, {}, tokenA)).data)).not.toContain('whsec_');
    await gql(s.url, REDELIVER, { id: d.id }, tokenA);
    await until(() => rx.at(path).length === 2, 10_000, 'redelivered');
    expect(verify(fresh, rx.at(path)[1]).type).toBe('partner.clocked_in');
    // audited, the secret masked
    const audit = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select action, changes from audit_log where target_id = ? order by id`, [endpoint.id]);
    expect(audit.map((x: { action: string }) => x.action)).toEqual(expect.arrayContaining(['webhook.create', 'webhook.rotate']));
    expect(JSON.stringify(audit)).not.toContain(secret);
    // an API key, whatever its scopes, may not manage webhooks
    const key = await gql(
      s.url,
      'mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret } }',
      { i: { name: uniq('k'), scopes: ['READ_ATTENDANCE', 'READ_REPORTS', 'WRITE_BOOKINGS', 'MANAGE_PARTNERS', 'SUBSCRIBE_LIVE'] } },
      tokenA,
    );
    const asKey = await gql(s.url, LIST, {}, key.data.createApiKey.secret);
    expect(asKey.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // the log is paginated on the server
    const p2 = await log(tokenA, endpoint.id, 2, 1);
    expect(p2).toMatchObject({ total: 1, page: 2, pageSize: 1, items: [] });
  });
});
