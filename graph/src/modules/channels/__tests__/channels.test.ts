// Issue 39, channels: a notification goes by each recipient's chosen channels. Real server, worker, PostgreSQL, Redis;
// the providers are local fakes on loopback (a fake Twilio speaking its Messages API, HTTP receivers for Teams).
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql } from '../../../test/http';
import { until } from '../../../test/until';
import { makeManager, makeWorld, uniq } from '../../../test/factories';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver';
import { startFakeTwilio, type FakeTwilio } from '../../../test/fake-twilio';
import { tokenFor } from '../../tenants/__tests__/support';
import { walkIn } from '../../visits/__tests__/support';
import { loopbackDelivery } from '../../../test/loopback-delivery';

const CONCURRENCY = 2;
const sid = () => `AC${uniq()}${uniq()}${uniq()}${uniq()}`;
const TOKEN = 'tok-0123456789abcdef';

let s: TestServer;
let rx: Receiver;
let sms: FakeTwilio;
const creds: Record<string, string> = {};
beforeAll(async () => {
  rx = await startReceiver();
  sms = await startFakeTwilio(creds);
  // A database (so queues) of its own: the loopback test flag is this server's only.
  s = await startTestServer({
    databaseUrl: await freshDatabase('channels'),
    over: {
      webhooks: loopbackDelivery({ endpointConcurrency: CONCURRENCY }),
      channels: { smsApiBase: sms.url },
    },
  });
});
afterAll(async () => {
  await s?.close();
  await rx?.close();
  await sms?.close();
});

const SET_SMS = `mutation($input: SetSmsProviderInput!) { setSmsProvider(input: $input) { channel provider hint } }`;
const SET_DEPOT = `mutation($input: SetDepotChannelInput!) { setDepotChannel(input: $input) { channel hint } }`;
const SETTINGS = `query($tenantId: ID) { channelSettings(tenantId: $tenantId) { tenantId sms { hint } depots { depotId teams { hint } slack { hint } } } }`;
const SET_MINE = `mutation($input: SetMyChannelsInput!) { setMyChannels(input: $input) { phone choices { kind channels always chosen } } }`;
const MINE = `{ myChannels { phone choices { kind channels always chosen } } }`;
const LOG = `{ channelDeliveries { total deliveries { channel kind type recipient status attempts depotCode } } }`;

const sql = async <T>(q: string, params: unknown[] = []): Promise<T[]> => (await s.orm.em.fork().getConnection().execute(q, params)) as T[];

/** A tenant with an SMS provider and its depot's Teams channel at `teamsPath`; its DepotManager (a mailed manager of the depot) chose SMS and Teams for arrivals. */
async function tenantWithChannels(teamsPath: string, phone: string) {
  const world = await makeWorld(s.orm);
  await makeManager(s.orm, world.depot, { email: world.manager.email, name: world.manager.name });
  const accountSid = sid();
  creds[accountSid] = TOKEN;
  const admin = tokenFor(s, world.admin);
  const a = await gql(s.url, SET_SMS, { input: { accountSid, authToken: TOKEN, from: '+15005550006' } }, admin);
  expect(a.errors).toBeUndefined();
  const b = await gql(s.url, SET_DEPOT, { input: { depotId: world.depot.id, channel: 'TEAMS', url: rx.url(teamsPath) } }, admin);
  expect(b.errors).toBeUndefined();
  const c = await gql(
    s.url,
    SET_MINE,
    { input: { phone, choices: [{ kind: 'ARRIVALS', channels: ['SMS', 'TEAMS'] }] } },
    tokenFor(s, world.manager),
  );
  expect(c.errors).toBeUndefined();
  return { ...world, accountSid, admin };
}

describe('channels (issue 39)', () => {
  it('a walk-in: the manager who chose SMS and Teams gets one SMS and the depot channel one Teams card, no e-mail', async () => {
    const path = `/teams-${uniq()}`;
    const phone = '+353851230001';
    const w = await tenantWithChannels(path, phone);
    const res = await walkIn(s, w.depot.id, { email: `${uniq('w')}@example.test` });
    expect(res.status).toBeLessThan(300);
    await until(() => sms.accepted(phone).length && rx.at(path).length, 20_000, 'the SMS and the Teams card');
    await until(
      async () =>
        (await sql(`select 1 from "channel_delivery" where "tenant_id" = ? and "status" = 'SUCCEEDED'`, [w.tenant.id])).length === 2,
      10_000,
      'both recorded',
    );
    const [text] = sms.accepted(phone);
    expect(text).toMatchObject({ accountSid: w.accountSid, from: '+15005550006' });
    expect(text.body).toContain(`Visitor signed in at ${w.depot.code}`);
    const card = JSON.parse(rx.at(path)[0].body);
    expect(card.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card.attachments[0].content.body[0].text).toContain(`Visitor signed in at ${w.depot.code}`);
    // The log, as the admin reads it; no e-mail (the manager did not choose it).
    const log = await gql(s.url, LOG, {}, w.admin);
    expect(log.data.channelDeliveries.deliveries.map((d: { channel: string }) => d.channel).sort()).toEqual(['SMS', 'TEAMS']);
    expect(log.data.channelDeliveries.deliveries[0]).toMatchObject({
      kind: 'ARRIVALS',
      type: 'visit-notification',
      status: 'SUCCEEDED',
      depotCode: w.depot.code,
    });
    expect(s.mail.messages.filter((m) => m.to.includes(w.manager.email))).toHaveLength(0);
    // Exactly one each, even after a while (the jobs ran once).
    await new Promise((r) => setTimeout(r, 500));
    expect(sms.accepted(phone)).toHaveLength(1);
    expect(rx.at(path)).toHaveLength(1);
  });

  it('the SMS provider down, then up: the message is sent once', async () => {
    const path = `/teams-${uniq()}`;
    const phone = '+353851230002';
    const w = await tenantWithChannels(path, phone);
    sms.plan([503, 503, 201]);
    await walkIn(s, w.depot.id, { email: `${uniq('w')}@example.test` });
    await until(() => sms.accepted(phone).length, 20_000, 'the SMS after the provider came back');
    // (an empty list is truthy: until waits for a row, not for the query; the SMS is accepted before its row says so)
    const [row] = await until(
      async () => {
        const rows = (
          await sql<{ status: string; attempts: number }>(
            `select "status", "attempts" from "channel_delivery" where "tenant_id" = ? and "channel" = 'SMS'`,
            [w.tenant.id],
          )
        ).filter((r) => r.status === 'SUCCEEDED');
        return rows.length ? rows : null;
      },
      10_000,
      'the SMS recorded',
    ).then((r) => r as { status: string; attempts: number }[]);
    expect(row.attempts).toBe(3);
    expect(sms.messages.filter((m) => m.to === phone).map((m) => m.status)).toEqual([503, 503, 201]);
    await new Promise((r) => setTimeout(r, 800));
    expect(sms.accepted(phone)).toHaveLength(1);
    sms.plan([201]);
  });

  it("a hostile neighbour: one tenant's Teams channel hangs, another tenant's SMS and Teams still go, before the hanging ones end", async () => {
    const hangPath = `/hang-${uniq()}`;
    rx.plan(hangPath, [0]); // accepts and never answers
    const a = await tenantWithChannels(hangPath, '+353851230003');
    const bPath = `/teams-${uniq()}`;
    const bPhone = '+353851230004';
    const b = await tenantWithChannels(bPath, bPhone);
    for (let i = 0; i < 6; i++) expect((await walkIn(s, a.depot.id, { email: `${uniq('w')}@example.test` })).status).toBeLessThan(300);
    await until(() => rx.at(hangPath).length >= CONCURRENCY, 20_000, "A's Teams requests hanging");
    await walkIn(s, b.depot.id, { email: `${uniq('w')}@example.test` });
    await until(() => sms.accepted(bPhone).length && rx.at(bPath).length, 20_000, "B's SMS and Teams");
    // When B's arrived, A's channel had its share in flight and no more, and none of A's Teams attempts had ended.
    expect(rx.at(hangPath).length).toBeLessThanOrEqual(CONCURRENCY);
    const aTeams = await sql<{ status: string; last_error: string | null }>(
      `select "status", "last_error" from "channel_delivery" where "tenant_id" = ? and "channel" = 'TEAMS'`,
      [a.tenant.id],
    );
    expect(aTeams).toHaveLength(6);
    expect(aTeams.every((r) => r.status === 'PENDING' && r.last_error === null)).toBe(true);
    // A's SMS went, its Teams channel hanging or not.
    expect(sms.accepted('+353851230003').length).toBe(6);
    const bRows = await until(
      async () =>
        (
          await sql<{ status: string }>(`select "status" from "channel_delivery" where "tenant_id" = ? and "status" = 'SUCCEEDED'`, [
            b.tenant.id,
          ])
        ).length === 2,
      10_000,
      "B's recorded",
    );
    expect(bRows).toBe(true);
  });

  it('bad input: a phone not in E.164, an http or private URL, a bad SID: a clear 400 and nothing saved', async () => {
    const w = await makeWorld(s.orm);
    const admin = tokenFor(s, w.admin);
    const mine = tokenFor(s, w.manager);
    const bad = await gql(s.url, SET_MINE, { input: { phone: '0851234567', choices: [{ kind: 'ALERTS', channels: ['SMS'] }] } }, mine);
    expect(bad.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].message).toContain('E.164');
    const noPhone = await gql(s.url, SET_MINE, { input: { choices: [{ kind: 'ARRIVALS', channels: ['SMS'] }] } }, mine);
    expect(noPhone.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    const after = await gql(s.url, MINE, {}, mine);
    expect(after.data.myChannels.phone).toBeNull();
    expect(after.data.myChannels.choices.every((c: { chosen: boolean }) => !c.chosen)).toBe(true);
    // DepotManager's defaults: alerts by e-mail and SMS; evacuations always every channel.
    expect(after.data.myChannels.choices.find((c: { kind: string }) => c.kind === 'ALERTS').channels).toEqual(['EMAIL', 'SMS']);
    expect(after.data.myChannels.choices.find((c: { kind: string }) => c.kind === 'EVACUATIONS')).toMatchObject({ always: true });
    const ok = await gql(s.url, SET_MINE, { input: { phone: '+353 85 123 0005', choices: [{ kind: 'ALERTS', channels: ['SMS'] }] } }, mine);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.setMyChannels.phone).toBe('+353851230005');

    for (const url of [
      'http://example.com/hook',
      'https://10.0.0.7/hook',
      'https://169.254.169.254/latest',
      'https://[::ffff:192.168.1.1]/x',
      'not a url',
    ]) {
      const r = await gql(s.url, SET_DEPOT, { input: { depotId: w.depot.id, channel: 'SLACK', url } }, admin);
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors![0].message).toMatch(/URL/);
    }
    const sidBad = await gql(s.url, SET_SMS, { input: { accountSid: 'XY123', authToken: TOKEN, from: '+15005550006' } }, admin);
    expect(sidBad.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    const fromBad = await gql(s.url, SET_SMS, { input: { accountSid: sid(), authToken: TOKEN, from: '5550006' } }, admin);
    expect(fromBad.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    const settings = await gql(s.url, SETTINGS, {}, admin);
    expect(settings.data.channelSettings).toMatchObject({ sms: null, depots: [{ depotId: w.depot.id, teams: null, slack: null }] });
    expect((await sql(`select 1 from "channel_endpoint" where "tenant_id" = ?`, [w.tenant.id])).length).toBe(0);
  });

  it("another tenant's settings, depots and log are refused; secrets are sealed and never shown", async () => {
    const path = `/teams-${uniq()}`;
    const a = await tenantWithChannels(path, '+353851230006');
    const b = await makeWorld(s.orm);
    const bAdmin = tokenFor(s, b.admin);
    const r1 = await gql(s.url, SETTINGS, { tenantId: a.tenant.id }, bAdmin);
    expect(r1.errors![0].extensions?.code).toBe('NOT_FOUND');
    const r2 = await gql(s.url, SET_DEPOT, { input: { depotId: a.depot.id, channel: 'TEAMS', url: rx.url('/evil') } }, bAdmin);
    expect(r2.errors![0].extensions?.code).toBe('NOT_FOUND');
    const r3 = await gql(s.url, SET_MINE, { input: { choices: [{ kind: 'ARRIVALS', channels: ['EMAIL'] }] } }, tokenFor(s, b.manager));
    expect(r3.errors).toBeUndefined();
    const r4 = await gql(s.url, SETTINGS, {}, tokenFor(s, a.manager));
    expect(r4.errors![0].extensions?.code).toBe('FORBIDDEN');
    // A's endpoints untouched; the secrets are not stored in the clear.
    const rows = await sql<{ secret: string; hint: string }>(`select "secret", "hint" from "channel_endpoint" where "tenant_id" = ?`, [
      a.tenant.id,
    ]);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.secret).toMatch(/^v1\./);
      expect(r.secret).not.toContain(TOKEN);
      expect(r.secret).not.toContain(path);
    }
    const shown = await gql(s.url, SETTINGS, {}, a.admin);
    expect(JSON.stringify(shown.data)).not.toContain(TOKEN);
    expect(JSON.stringify(shown.data)).not.toContain(path);
    const bLog = await gql(s.url, LOG, {}, bAdmin);
    expect(bLog.data.channelDeliveries.total).toBe(0);
  });
});
