/**
 * Issue 25, "the holes still open": each case failed on main before the fix. Deeply nested input is a 400 (REST
 * bodies, GraphQL variables over HTTP and over graphql-ws), a multipart body without a boundary is a 400 on every
 * upload route, a disabled user's reset links stop working, and API answers are never stored by a cache.
 */
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../../test/server';
import { gql, loginToken, rest } from '../../test/http';
import { rawSocket } from '../../test/ws';
import { makeUser, makeWorld, TEST_PASSWORD } from '../../test/factories';
import { until } from '../../test/until';
import { tokenFor } from '../../modules/tenants/__tests__/support';
import { PasswordResetToken } from '../../modules/users/password-reset-token.entity';
import { hashResetToken } from '../../modules/auth/reset-token';
import { User } from '../../modules/users/user.entity';
import { Messages } from '../../contracts/messages';
import { MAX_INPUT_DEPTH, tooDeepMessage } from '../http/edge';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

/** `{"a":{"a":...}}` nested `levels` deep, as raw JSON (built as text: no recursion here either). */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('input nested 8,000 levels deep', () => {
  it('is a 400 in a REST body, public and staff', async () => {
    const { admin } = await makeWorld(s.orm);
    for (const [path, token] of [
      ['api/login', undefined],
      ['api/unplanned-visit-checkIn', undefined],
      ['api/add-shift', tokenFor(s, admin)],
    ] as const) {
      const r = await rest(s.url, 'POST', path, { rawBody: `{"x":${nested(8000)}}`, token });
      expect([path, r.status]).toEqual([path, 400]);
      expect(r.body.message).toBe(tooDeepMessage);
    }
  });

  it('is a 400 in GraphQL variables over HTTP, and a BAD_USER_INPUT error over graphql-ws', async () => {
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query":"query($t:String!,$d:String!){ findDepot(tenantName:$t, depotCode:$d){ id } }","variables":{"t":"x","d":"y","deep":${nested(8000)}}}`,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ message: tooDeepMessage, extensions: { code: 'BAD_USER_INPUT' } });

    // Over graphql-ws, written by hand: a client library would itself overflow its stack serialising such a value.
    const { depot, admin } = await makeWorld(s.orm);
    const token = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const ws = rawSocket(s.url);
    try {
      await ws.init(token);
      await until(() => ws.messages.some((m) => m.type === 'connection_ack'), 10_000, 'the connection acknowledged');
      const query = 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind } }';
      ws.send(
        `{"id":"1","type":"subscribe","payload":{"query":${JSON.stringify(query)},"variables":{"d":"${depot.id}","deep":${nested(8000)}}}}`,
      );
      const error = await until(() => ws.messages.find((m) => m.type === 'error'), 10_000, 'the subscription refused');
      expect(error.payload).toEqual([expect.objectContaining({ message: tooDeepMessage, extensions: { code: 'BAD_USER_INPUT' } })]);
    } finally {
      ws.close();
    }
  });

  it(`still takes input nested ${MAX_INPUT_DEPTH - 1} levels`, async () => {
    const r = await rest(s.url, 'POST', 'api/login', {
      rawBody: `{"username":"nobody","password":"x","extra":${nested(MAX_INPUT_DEPTH - 2)}}`,
    });
    expect(r.status).toBe(401);
  });
});

describe('graphql-ws errors', () => {
  it('carry a code: a syntax error is GRAPHQL_PARSE_FAILED, not an internal error', async () => {
    const { admin } = await makeWorld(s.orm);
    const ws = rawSocket(s.url);
    try {
      await ws.init(await loginToken(s.url, admin.username, TEST_PASSWORD));
      await until(() => ws.messages.some((m) => m.type === 'connection_ack'), 10_000, 'the connection acknowledged');
      ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { attendanceChanged(' } }));
      const error = await until(() => ws.messages.find((m) => m.type === 'error'), 10_000, 'the syntax error');
      expect(error.payload).toEqual([expect.objectContaining({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } })]);
      expect(error.payload[0].message).toMatch(/^Syntax Error/);
      // A subscription refused as it starts (another tenant's depot) says why, with its code.
      ws.send(
        JSON.stringify({
          id: '2',
          type: 'subscribe',
          payload: { query: 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind } }', variables: { d: randomUUID() } },
        }),
      );
      const refused = await until(() => ws.messages.find((m) => m.id === '2' && m.type !== 'complete'), 10_000, 'the refusal');
      const errors = (refused.type === 'error' ? refused.payload : refused.payload.errors) as { extensions?: { code?: string } }[];
      expect(errors.every((e) => typeof e.extensions?.code === 'string' && e.extensions.code !== 'INTERNAL_SERVER_ERROR')).toBe(true);
    } finally {
      ws.close();
    }
  });
});

describe('a multipart body without a boundary', () => {
  it.each(['api/partner-bulk-upload', 'api/visitor-bulk-upload', 'api/submit-partner-signature', 'api/submit-signature'])(
    '%s answers 400',
    async (path) => {
      const { admin } = await makeWorld(s.orm);
      const r = await rest(s.url, 'POST', path, {
        rawBody: 'a file',
        token: tokenFor(s, admin),
        headers: { 'content-type': 'multipart/form-data' },
      });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(Messages.malformedMultipart);
    },
  );
});

describe('reset links of a disabled user', () => {
  it('stop working, and do not come back when the user is enabled again', async () => {
    const { tenant, admin } = await makeWorld(s.orm);
    const user = await makeUser(s.orm, { tenant, role: 'Staff' });
    const em = s.orm.em.fork();
    em.create(PasswordResetToken, {
      user: em.getReference(User, user.id),
      tokenHash: hashResetToken('DISABLED-TOKEN'),
      expiresAt: new Date(Date.now() + 10 * 60_000),
      sourceEventId: randomUUID(),
    });
    await em.flush();
    const valid = async () =>
      (await gql(s.url, 'query($t:String!,$u:String!){ resetLinkValid(token:$t, username:$u) }', { t: 'DISABLED-TOKEN', u: user.username }))
        .data.resetLinkValid;
    expect(await valid()).toBe(true);
    const token = tokenFor(s, admin);
    expect((await rest(s.url, 'PUT', `api/disable-user/${user.id}`, { token })).status).toBe(200);
    expect(await valid()).toBe(false);
    expect((await rest(s.url, 'PUT', `api/enable-user/${user.id}`, { token })).status).toBe(200);
    expect(await valid()).toBe(false);
    const reset = await rest(s.url, 'POST', 'api/user-reset-password', {
      body: { token: 'DISABLED-TOKEN', username: user.username, password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(Messages.resetLinkInvalid);
  });
});

describe('Cache-Control of API answers', () => {
  it('is no-store for REST, GraphQL and a public kiosk answer alike', async () => {
    const { admin, depot } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const staffRest = await rest(s.url, 'GET', 'api/user', { token });
    const staffGql = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    const kiosk = await rest(s.url, 'GET', `api/reasons?depotId=${depot.id}`);
    const refused = await rest(s.url, 'GET', 'api/user');
    for (const r of [staffRest, staffGql, kiosk, refused]) expect(r.headers.get('cache-control')).toBe('no-store');
    expect(staffGql.status).toBe(200);
  });
});
