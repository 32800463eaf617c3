// Issue 39, direct messages where the provider allows one: a Slack direct message from the tenant's Slack bot (its token
// sealed) to a person's member id, by @slack/web-api's chat.postMessage at a fake Slack API on loopback; a person's own
// Teams workflow webhook (a local receiver). Real server, worker, PostgreSQL, Redis.
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql } from '../../../test/http';
import { until } from '../../../test/until';
import { makeManager, makeWorld, uniq } from '../../../test/factories';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver';
import { startFakeSlack, type FakeSlack } from '../../../test/fake-slack';
import { tokenFor } from '../../tenants/__tests__/support';
import { walkIn } from '../../visits/__tests__/support';
import { loopbackDelivery } from '../../../test/loopback-delivery';

jest.setTimeout(120_000);

const tokens = new Set<string>();
const members = new Set<string>();
let s: TestServer;
let rx: Receiver;
let slack: FakeSlack;
beforeAll(async () => {
  rx = await startReceiver();
  slack = await startFakeSlack(tokens, members);
  s = await startTestServer({
    databaseUrl: await freshDatabase('direct'),
    over: { webhooks: loopbackDelivery(), channels: { slackApiBase: slack.url } },
  });
});
afterAll(async () => {
  await s?.close();
  await rx?.close();
  await slack?.close();
});

const SET_BOT = `mutation($input: SetSlackBotInput!) { setSlackBot(input: $input) { channel provider hint } }`;
const SETTINGS = `{ channelSettings { slackBot { provider hint } } }`;
const REMOVE = `mutation($input: RemoveChannelProviderInput!) { removeChannelProvider(input: $input) }`;
const SAVE_HOST = `mutation($i: SaveHostInput!) { saveHost(input: $i) { id slackMemberId teamsWorkflowHint choices { kind channels } } }`;
const SET_MINE = `mutation($input: SetMyChannelsInput!) { setMyChannels(input: $input) { slackMemberId teamsWorkflowHint choices { kind channels } } }`;
const MINE = `{ myChannels { slackMemberId teamsWorkflowHint choices { kind channels } } }`;
const sql = async <T>(q: string, params: unknown[] = []): Promise<T[]> => (await s.orm.em.fork().getConnection().execute(q, params)) as T[];
const memberId = () =>
  `U${uniq()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')}`
    .slice(0, 12)
    .padEnd(9, '7');
const botToken = () => `xoxb-${Date.now()}-${uniq()}-${Math.random().toString(36).slice(2, 12)}`;

async function tenantWithBot() {
  const w = await makeWorld(s.orm);
  const admin = tokenFor(s, w.admin);
  const token = botToken();
  tokens.add(token);
  const r = await gql(s.url, SET_BOT, { input: { token } }, admin);
  expect(r.errors).toBeUndefined();
  return { ...w, adminToken: admin, token };
}

describe('direct messages (issue 39)', () => {
  it("the tenant's Slack bot: sealed, shown as a hint only, removed without a depot", async () => {
    const w = await tenantWithBot();
    const set = await gql(s.url, SETTINGS, {}, w.adminToken);
    expect(set.data.channelSettings.slackBot.provider).toBe('bot');
    expect(set.data.channelSettings.slackBot.hint).not.toContain(w.token);
    const [row] = await sql<{ secret: string }>(`select "secret" from "channel_endpoint" where "tenant_id" = ? and "provider" = 'bot'`, [
      w.tenant.id,
    ]);
    expect(row.secret).not.toContain(w.token);
    const bad = await gql(s.url, SET_BOT, { input: { token: 'xoxp-user-token' } }, w.adminToken);
    expect(bad.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(s.url, SET_BOT, { input: { token: botToken() } }, tokenFor(s, w.manager))).errors).toBeDefined();
    const gone = await gql(s.url, REMOVE, { input: { channel: 'SLACK' } }, w.adminToken);
    expect(gone.data.removeChannelProvider).toBe(true);
    expect((await gql(s.url, SETTINGS, {}, w.adminToken)).data.channelSettings.slackBot).toBeNull();
  });

  it("a walk-in whose host chose a Slack direct message: one message in the host's language; Slack down then up: sent once", async () => {
    const w = await tenantWithBot();
    const member = memberId();
    members.add(member);
    const email = `${uniq('host')}@example.test`;
    const h = await gql(
      s.url,
      SAVE_HOST,
      { i: { name: 'Piotr Nowak', email, language: 'pl', slackMemberId: member, choices: [{ kind: 'ARRIVALS', channels: ['SLACK_DM'] }] } },
      w.adminToken,
    );
    expect(h.errors).toBeUndefined();
    expect(h.data.saveHost.slackMemberId).toBe(member);
    slack.plan([503, 200]);
    const r = await walkIn(s, w.depot.id, {
      email: `${uniq('w')}@example.test`,
      hostId: h.data.saveHost.id,
      firstName: 'ada',
      lastName: 'byrne',
    });
    expect(r.status).toBeLessThan(300);
    await until(() => slack.delivered(member).length, 30_000, 'the Slack direct message');
    await new Promise((res) => setTimeout(res, 1000));
    const posts = slack.posts.filter((p) => p.channel === member);
    expect(posts.map((p) => p.status)).toEqual([503, 200]);
    expect(slack.delivered(member)).toHaveLength(1);
    const [dm] = slack.delivered(member);
    expect(dm.token).toBe(w.token);
    expect(dm.text).toContain('Twój gość Ada Byrne przybył');
    expect(dm.text).toContain(`Twój gość Ada Byrne z firmy Acme zarejestrował się w ${w.depot.code}`);
    const log = await sql<{ channel: string; status: string; attempts: number; address: string; recipient: string }>(
      `select "channel", "status", "attempts", "address", "recipient" from "channel_delivery" where "tenant_id" = ? and "channel" = 'SLACK_DM'`,
      [w.tenant.id],
    );
    expect(log).toEqual([{ channel: 'SLACK_DM', status: 'SUCCEEDED', attempts: 2, address: member, recipient: 'Piotr Nowak' }]);
    expect(s.mail.messages.filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it("a member id Slack does not know: retried, then FAILED in the log with Slack's error", async () => {
    const w = await tenantWithBot();
    const stranger = memberId();
    const h = await gql(
      s.url,
      SAVE_HOST,
      {
        i: {
          name: 'Nobody Known',
          email: `${uniq('h')}@example.test`,
          slackMemberId: stranger,
          choices: [{ kind: 'ARRIVALS', channels: ['SLACK_DM'] }],
        },
      },
      w.adminToken,
    );
    slack.plan([200]);
    await walkIn(s, w.depot.id, { email: `${uniq('w')}@example.test`, hostId: h.data.saveHost.id });
    await until(
      async () =>
        (
          await sql(
            `select 1 from "channel_delivery" where "tenant_id" = ? and "status" = 'FAILED' and "last_error" = 'Slack: channel_not_found'`,
            [w.tenant.id],
          )
        ).length,
      30_000,
      'the failed direct message',
    );
  });

  it("a staff user's own Teams workflow: their arrival alerts come to it, once; its URL never shown back", async () => {
    const w = await makeWorld(s.orm);
    await makeManager(s.orm, w.depot, { email: w.manager.email, name: w.manager.name });
    const path = `/workflow-${uniq()}`;
    const manager = tokenFor(s, w.manager);
    const set = await gql(
      s.url,
      SET_MINE,
      { input: { teamsWorkflowUrl: rx.url(path), choices: [{ kind: 'ARRIVALS', channels: ['TEAMS_DM'] }] } },
      manager,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data.setMyChannels.teamsWorkflowHint).toMatch(/^127\.0\.0\.1:\d+…/);
    expect(JSON.stringify(set.data)).not.toContain(path);
    // A later save without the URL keeps it.
    const again = await gql(s.url, SET_MINE, { input: { choices: [{ kind: 'ARRIVALS', channels: ['TEAMS_DM', 'EMAIL'] }] } }, manager);
    expect(again.errors).toBeUndefined();
    expect(again.data.setMyChannels.teamsWorkflowHint).toBe(set.data.setMyChannels.teamsWorkflowHint);
    rx.plan(path, [500, 200]);
    await walkIn(s, w.depot.id, { email: `${uniq('w')}@example.test` });
    await until(() => rx.at(path).some((x) => x.answered === 200), 30_000, 'the Teams workflow card');
    await new Promise((res) => setTimeout(res, 1000));
    expect(rx.at(path).map((x) => x.answered)).toEqual([500, 200]);
    const card = JSON.parse(rx.at(path)[1].body);
    expect(card.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    const log = await sql<{ status: string; attempts: number }>(
      `select "status", "attempts" from "channel_delivery" where "tenant_id" = ? and "channel" = 'TEAMS_DM'`,
      [w.tenant.id],
    );
    expect(log).toEqual([{ status: 'SUCCEEDED', attempts: 2 }]);
    // Cleared: the workflow endpoint goes with it.
    const cleared = await gql(
      s.url,
      SET_MINE,
      { input: { teamsWorkflowUrl: '', choices: [{ kind: 'ARRIVALS', channels: ['EMAIL'] }] } },
      manager,
    );
    expect(cleared.data.setMyChannels.teamsWorkflowHint).toBeNull();
    expect(await sql(`select 1 from "channel_endpoint" where "tenant_id" = ? and "provider" = 'workflow'`, [w.tenant.id])).toHaveLength(0);
  });

  it('bad input: not https, a private address, a bad member id, a direct channel without its address: a clear 400 and nothing written', async () => {
    const w = await tenantWithBot();
    const manager = tokenFor(s, w.manager);
    const arrivals = (channels: string[]) => [{ kind: 'ARRIVALS', channels }];
    const bads: Record<string, unknown>[] = [
      { teamsWorkflowUrl: 'http://example.com/workflows/x', choices: arrivals(['TEAMS_DM']) },
      { teamsWorkflowUrl: 'https://10.1.2.3/workflows/x', choices: arrivals(['TEAMS_DM']) },
      { teamsWorkflowUrl: 'https://192.168.0.9/workflows/x', choices: [] },
      { slackMemberId: 'bob', choices: arrivals(['SLACK_DM']) },
      { slackMemberId: 'u12345678', choices: [] },
      { choices: arrivals(['SLACK_DM']) },
      { choices: arrivals(['TEAMS_DM']) },
    ];
    for (const input of bads) {
      const r = await gql(s.url, SET_MINE, { input }, manager);
      expect([JSON.stringify(input), r.errors?.[0]?.extensions?.code]).toEqual([JSON.stringify(input), 'BAD_USER_INPUT']);
      const h = await gql(s.url, SAVE_HOST, { i: { name: 'X', email: `${uniq('x')}@example.test`, ...input } }, w.adminToken);
      expect([JSON.stringify(input), h.errors?.[0]?.extensions?.code]).toEqual([JSON.stringify(input), 'BAD_USER_INPUT']);
    }
    expect(await sql(`select 1 from "channel_preference" where "tenant_id" = ?`, [w.tenant.id])).toHaveLength(0);
    expect(await sql(`select 1 from "host" where "tenant_id" = ?`, [w.tenant.id])).toHaveLength(0);
    expect(await sql(`select 1 from "channel_endpoint" where "tenant_id" = ? and "provider" = 'workflow'`, [w.tenant.id])).toHaveLength(0);
    expect((await gql(s.url, MINE, {}, manager)).data.myChannels.slackMemberId).toBeNull();
  });
});
