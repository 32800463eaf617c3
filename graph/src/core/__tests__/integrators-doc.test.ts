import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  freePort,
  gql,
  loginToken,
  makePartner,
  makeWorld,
  rest,
  startTestServer,
  TEST_PASSWORD,
  until,
  type TestServer,
} from '../../test';
import { freshDatabase } from '../../test/database';
import { RULES_OK } from '../../modules/visits/__tests__/support';

/**
 * docs/integrators.md runs (issue 26): each code block marked `<!-- example: NAME -->` is written out as it stands
 * (inside the repository, so its imports resolve from the project's node_modules) and run with node against a test
 * server. A change of the API that breaks a worked example fails here.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const DOC = readFileSync(path.join(ROOT, 'docs/integrators.md'), 'utf8');
const OUT = path.join(ROOT, 'test-results/integrators');

function example(name: string): string {
  const m = new RegExp(`<!-- example: ${name.replace('.', '\\.')} -->\\s*\`\`\`js\\n([\\s\\S]*?)\`\`\``).exec(DOC);
  if (!m) throw new Error(`docs/integrators.md has no example ${name}`);
  mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, name);
  writeFileSync(file, m[1]);
  return file;
}

/** Runs a script to its end without blocking: the test server answers it from this same process. */
function run(file: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], { cwd: OUT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill(), 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s?.close();
});

const WALK_IN = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId } }';
const walkIn = async (depotId: string, firstName: string) => {
  const r = await gql(s.url, WALK_IN, {
    i: {
      depotId,
      firstName,
      lastName: 'Byrne',
      email: `${firstName.toLowerCase()}.${Date.now()}@example.test`,
      company: 'Acme',
      carReg: '12 D 345',
      reasonForVisit: 'Delivery',
      ruleAnswers: RULES_OK,
    },
  });
  expect(r.errors).toBeUndefined();
  return r.data.unplannedCheckIn.attendanceId as string;
};

/** An API key made as the guide says, by the tenant's admin through createApiKey. */
async function apiKey(admin: { username: string }, scopes: string[], depotId?: string): Promise<string> {
  const token = await loginToken(s.url, admin.username, TEST_PASSWORD);
  const r = await gql(
    s.url,
    'mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret } }',
    { i: { name: `example ${Date.now()} ${Math.random()}`, scopes, depotId: depotId ?? null } },
    token,
  );
  expect(r.errors).toBeUndefined();
  return r.data.createApiKey.secret as string;
}

describe('docs/integrators.md', () => {
  it("today.mjs: with an API key made by the tenant's admin, prints today's attendance at its depot", async () => {
    const { depot, admin } = await makeWorld(s.orm);
    await walkIn(depot.id, 'Ada');
    const key = await apiKey(admin, ['READ_ATTENDANCE'], depot.id);
    const r = await run(example('today.mjs'), { DEPOT_REGISTER_URL: s.url, DEPOT_REGISTER_KEY: key });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^${depot.code} on \\d{4}-\\d{2}-\\d{2} \\(Europe/Dublin\\):$`));
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^\d{2}:\d{2}-on site Ada Byrne \(Unplanned\)$/)]);
  });

  it('live.mjs: subscribes with graphql-ws and an API key and prints each sign-in at the depot as it happens', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = await apiKey(admin, ['SUBSCRIBE_LIVE']);
    let child: ChildProcess | undefined;
    try {
      child = spawn(process.execPath, [example('live.mjs')], {
        cwd: OUT,
        env: { ...process.env, DEPOT_REGISTER_URL: s.url, DEPOT_REGISTER_KEY: token, DEPOT_ID: depot.id },
      });
      let out = '';
      let err = '';
      child.stdout!.on('data', (d) => (out += d));
      child.stderr!.on('data', (d) => (err += d));
      await until(() => s.events.watchers(depot.id) >= 1 || err, 20_000, 'the example to subscribe');
      expect(err).toBe('');
      await walkIn(depot.id, 'Grace');
      await walkIn(depot.id, 'Ada');
      await until(() => out.trim().split('\n').length >= 2, 10_000, 'two events printed');
      const lines = out.trim().split('\n');
      expect(lines).toEqual([
        expect.stringMatching(/^#\d+ CHECKED_IN Grace Byrne \(Unplanned\) at \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        expect.stringMatching(/^#\d+ CHECKED_IN Ada Byrne \(Unplanned\) at /),
      ]);
      const [a, b] = lines.map((l) => Number(/^#(\d+)/.exec(l)![1]));
      expect(b).toBe(a + 1);
    } finally {
      child?.kill();
    }
  });
});

describe('docs/integrators.md, webhooks', () => {
  // Fair delivery (issue 40) as the product runs it, its waits short for the test.
  const FAIR = { firstTimeoutMs: 5000, endpointConcurrency: 2, busyRetryMs: 50, pauseAfterTimeouts: 3, pauseMs: 1000 };
  // A server of its own (database and queues): its worker may deliver to the example on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE).
  let w: TestServer;
  beforeAll(async () => {
    w = await startTestServer({
      databaseUrl: await freshDatabase('integrators_webhooks'),
      over: { webhooks: { allowPrivate: true, attempts: 3, retryBaseMs: 100, timeoutMs: 5000, disableAfter: 10, ...FAIR } },
    });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('receive.mjs: verifies a real delivery with standardwebhooks and prints it; a forged one is answered 400', async () => {
    const { depot, admin } = await makeWorld(w.orm);
    const token = await loginToken(w.url, admin.username, TEST_PASSWORD);
    const port = await freePort();
    const made = await gql(
      w.url,
      'mutation($i: CreateWebhookInput!) { createWebhookEndpoint(input: $i) { secret endpoint { id } } }',
      { i: { url: `http://127.0.0.1:${port}/hooks`, events: ['PARTNER_CLOCKED_IN'], description: 'the worked example' } },
      token,
    );
    expect(made.errors).toBeUndefined();
    let child: ChildProcess | undefined;
    try {
      child = spawn(process.execPath, [example('receive.mjs')], {
        cwd: OUT,
        env: { ...process.env, PORT: String(port), WEBHOOK_SECRET: made.data.createWebhookEndpoint.secret },
      });
      let out = '';
      let err = '';
      child.stdout!.on('data', (d) => (out += d));
      child.stderr!.on('data', (d) => (err += d));
      // a forged delivery (no valid signature) is refused
      const forged = await until(
        () =>
          fetch(`http://127.0.0.1:${port}/hooks`, {
            method: 'POST',
            headers: { 'webhook-id': 'x', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' },
            body: '{}',
          }),
        10_000,
        'the example to listen',
      );
      expect(forged.status).toBe(400);
      const partner = await makePartner(w.orm, depot);
      expect((await rest(w.url, 'POST', 'api/clock-in', { body: { workId: partner.workId, depot: depot.id } })).status).toBe(200);
      await until(() => out.includes('partner.clocked_in'), 20_000, 'the delivery printed');
      expect(err).toBe('');
      const [id, type, data] = out.trim().split(' ');
      expect(type).toBe('partner.clocked_in');
      expect(JSON.parse(data)).toMatchObject({ partnerId: partner.id, depotId: depot.id });
      // the receiver prints before its 204 reaches the worker, which then records the attempt: wait for that record
      const items = await until(
        async () => {
          const log = await gql(
            w.url,
            'query($e: ID!) { webhookDeliveries(endpointId: $e) { items { eventId status lastStatusCode } } }',
            { e: made.data.createWebhookEndpoint.endpoint.id },
            token,
          );
          const rows = log.data.webhookDeliveries.items as { status: string }[];
          return rows.length > 0 && rows.every((r) => r.status !== 'PENDING') && rows;
        },
        10_000,
        'the delivery recorded',
      );
      expect(items).toEqual([{ eventId: id, status: 'SUCCEEDED', lastStatusCode: 204 }]);
    } finally {
      child?.kill();
    }
  });
});
