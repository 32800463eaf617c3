/**
 * Throttles count the real client: X-Forwarded-For is believed only from a proxy the operator names
 * (TRUST_PROXY), so a client rotating the header is still one client. Each server here has a Redis prefix of its
 * own, so no other suite's requests from 127.0.0.1 count against its limits. How wrong passwords slow the guesser
 * without locking the owner out, and the limits under a burst, are in throttle.service.test.ts.
 */
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeDepot, makeTenant, makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { rawSocket } from '../../../test/ws';
import { until } from '../../../test/until';

const LIMIT = 5;
const limits = { loginPerIp: LIMIT, resetPerIp: LIMIT, kioskPerIp: LIMIT };
const rotating = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` });
const login = (s: TestServer, username: string, password: string, headers: Record<string, string> = {}) =>
  rest(s.url, 'POST', 'api/login', { body: { username, password }, headers });

describe('without TRUST_PROXY (the default) a rotating X-Forwarded-For is one client', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ worker: false, over: { redisPrefix: `drtest:${uniq('xff')}`, limits } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('login: attempts past the per-IP limit answer 429, whatever the header says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) statuses.push((await login(s, uniq('ghost_'), 'wrong-password', rotating(i))).status);
    expect(statuses.slice(0, LIMIT).every((x) => x === 401)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
  });

  it('reset requests and reset submissions share the per-IP limit, over REST and GraphQL', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++)
      statuses.push((await rest(s.url, 'GET', `request-password-email/${uniq('ghost_')}`, { headers: rotating(i) })).status);
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    const submit = await rest(s.url, 'POST', 'api/user-reset-password', {
      body: { token: 'AAAA', username: uniq('ghost_'), password: 'new-password-1' },
      headers: rotating(99),
    });
    expect(submit.status).toBe(429);
    expect(submit.body.message).toBe(Messages.tooManyRequests);
    const q = await gql(s.url, 'mutation($u:String!){ requestPasswordReset(username:$u) }', { u: uniq('ghost_') });
    expect(q.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  it('kiosk depot lookup: the per-IP limit holds against a rotating header', async () => {
    const tenant = await makeTenant(s.orm);
    const depot = await makeDepot(s.orm, tenant);
    const path = `api/find-depot/${encodeURIComponent(tenant.name)}/${depot.code}`;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await rest(s.url, 'GET', path, { headers: rotating(i) })).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429]);
  });

  it('reference guesses at the kiosk: the per-IP limit holds against a rotating header', async () => {
    const tenant = await makeTenant(s.orm);
    const depot = await makeDepot(s.orm, tenant);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const guess = { meetingRef: `GUESS${1000 + i}`, tenantName: tenant.name, depotCode: depot.code };
      statuses.push((await rest(s.url, 'POST', 'api/fetch-visitor-details', { headers: rotating(i), body: guess })).status);
    }
    expect(statuses.slice(0, LIMIT).every((st) => st !== 429)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });
});

describe('with TRUST_PROXY naming the proxy, its X-Forwarded-For is the client', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      worker: false,
      over: {
        redisPrefix: `drtest:${uniq('xff')}`,
        trustProxy: ['127.0.0.1'],
        limits: { ...limits, loginPerIp: 8, loginFailuresPerPair: 3, loginFailuresPerUser: 8, resetFailuresPerUser: 3 },
      },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  it('counts each forwarded client on its own; a client cannot hide behind extra entries on the left', async () => {
    const a = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 8; i++) expect((await login(s, uniq('ghost_'), 'wrong-password', a)).status).toBe(401);
    expect((await login(s, uniq('ghost_'), 'wrong-password', a)).status).toBe(429);
    // What a client writes itself stands left of what the proxy appended: the proxy's entry is the client.
    expect((await login(s, uniq('ghost_'), 'wrong-password', { 'x-forwarded-for': '10.9.9.9, 198.51.100.7' })).status).toBe(429);
    expect((await login(s, uniq('ghost_'), 'wrong-password', { 'x-forwarded-for': '198.51.100.8' })).status).toBe(401);
  });
});

describe('one kiosk lookup budget per client (issue 25: each route and field had its own)', () => {
  const BUDGET = 12;
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      worker: false,
      over: { redisPrefix: `drtest:${uniq('lookup')}`, limits: { ...limits, kioskPerIp: BUDGET } },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  it('REST routes, GraphQL over HTTP and over graphql-ws all take from it', async () => {
    const { depot } = await makeWorld(s.orm);
    const ref = `RV-${uniq()}`;
    const restLookups = [
      () => rest(s.url, 'GET', `api/QR-Info?meetingReference=${ref}`),
      () => rest(s.url, 'POST', 'api/fetch-visitor-details', { body: { meetingReference: ref, depot: depot.id } }),
      () => rest(s.url, 'GET', `api/get-visitor-status/${ref}`),
      () => rest(s.url, 'GET', `api/get-partner-kiosk/12345678`),
    ];
    const gqlLookup = () => gql(s.url, 'query($r:String!){ qrInfo(meetingReference:$r){ visittype } }', { r: ref });
    const statuses: number[] = [];
    for (const call of restLookups) statuses.push((await call()).status);
    for (let i = 0; i < 4; i++) statuses.push((await gqlLookup()).errors?.[0].extensions?.code === 'RATE_LIMITED' ? 429 : 200);
    expect(statuses.filter((x) => x === 429)).toEqual([]);

    // Over graphql-ws (queries run there too): the same client, the same budget.
    const ws = rawSocket(s.url);
    try {
      await ws.init();
      await until(() => ws.messages.some((m) => m.type === 'connection_ack'), 10_000, 'the connection acknowledged');
      for (let i = 0; i < 6; i++)
        ws.send(
          JSON.stringify({
            id: `q${i}`,
            type: 'subscribe',
            payload: { query: 'query($r:String!){ qrInfo(meetingReference:$r){ visittype } }', variables: { r: ref } },
          }),
        );
      await until(() => ws.messages.filter((m) => m.type === 'complete' || m.type === 'error').length === 6, 10_000, 'six answers');
      const codes = ws.messages.filter((m) => m.type === 'next').map((m) => m.payload.errors?.[0]?.extensions?.code ?? 'OK');
      // 8 taken over HTTP: 4 more answered, then refused.
      expect(codes.sort()).toEqual([...Array(4).fill('BAD_USER_INPUT'), 'RATE_LIMITED', 'RATE_LIMITED']);
    } finally {
      ws.close();
    }
    // The budget is spent for REST and GraphQL over HTTP alike.
    expect((await restLookups[0]()).status).toBe(429);
    expect((await gqlLookup()).errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    // Calls that are not lookups keep budgets of their own.
    expect((await rest(s.url, 'GET', `api/reasons?depotId=${depot.id}`)).status).toBe(200);
  });
});
