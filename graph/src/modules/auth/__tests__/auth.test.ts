import jwt from 'jsonwebtoken';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, loginToken, rest } from '../../../test/http';
import { makeWorld, TEST_PASSWORD, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { User } from '../../users/user.entity';

/**
 * Sign-in over HTTP: REST and GraphQL answers, error bodies, a request's token checks, register-user's legacy form,
 * bad input never a 500, the guards. The password, session, reset-link and change-password rules are in
 * auth.service.test.ts.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const errorBodyOf = (message: string, statusText: string) => ({
  message,
  errors: expect.objectContaining({ Error: [message] }),
  statusText,
});

describe('login', () => {
  it('answers a token and the user over REST, and me/api/user read it back', async () => {
    const { admin, tenant, depot } = await makeWorld(s.orm);
    const r = await rest(s.url, 'POST', 'api/login', { body: { username: admin.username, password: TEST_PASSWORD } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      username: admin.username,
      role: 'TenantAdmin',
      tenantId: tenant.id,
      tenantName: tenant.name,
      depot: { id: depot.id, code: depot.code },
    });
    expect(r.body.passwordHash).toBeUndefined();
    const me = await rest(s.url, 'GET', 'api/user', { token: r.body.token });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(admin.username);
    const q = await gql(s.url, '{ me { username role tenantId depot { id code } } }', {}, r.body.token);
    expect(q.data.me).toEqual({
      username: admin.username,
      role: 'TenantAdmin',
      tenantId: tenant.id,
      depot: { id: depot.id, code: depot.code },
    });
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const { admin } = await makeWorld(s.orm);
    const wrong = await rest(s.url, 'POST', 'api/login', { body: { username: admin.username, password: 'nope-nope-nope' } });
    const unknown = await rest(s.url, 'POST', 'api/login', { body: { username: uniq('ghost_'), password: 'nope-nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual(errorBodyOf(Messages.invalidCredentials, 'Unauthorized'));
  });
});

describe('tokens', () => {
  const claims = (u: User) => ({ ver: 0, sub: u.id, iss: 'depot-register' });

  it('refuses a missing, forged, alg-none, wrong-issuer and expired token with 401 and the session text', async () => {
    const { admin } = await makeWorld(s.orm);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const tokens = {
      missing: undefined,
      garbage: 'not.a.token',
      algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(admin), iat: now, exp: now + 3600 })}.`,
      wrongSecret: jwt.sign(claims(admin), 'another-secret', { algorithm: 'HS256', expiresIn: 3600 }),
      hs512: jwt.sign(claims(admin), s.config.jwtSecret, { algorithm: 'HS512', expiresIn: 3600 }),
      expired: jwt.sign({ ...claims(admin), iat: now - 7200, exp: now - 60 }, s.config.jwtSecret, { algorithm: 'HS256' }),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const r = await rest(s.url, 'GET', 'api/user', { token });
      expect({ name, status: r.status }).toEqual({ name, status: 401 });
      expect(r.body).toEqual(errorBodyOf(Messages.sessionExpired, 'Unauthorized'));
      const q = await gql(s.url, '{ me { username } }', {}, token);
      expect(q.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('register-user', () => {
  it('a TenantAdmin registers a user of its tenant, who gets a confirmation job', async () => {
    const { admin, depot, tenant } = await makeWorld(s.orm);
    const token = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const username = uniq('new_');
    const r = await rest(s.url, 'POST', 'api/register-user', {
      token,
      body: {
        name: 'Nora Walsh',
        username,
        email: `${username}@example.test`,
        repeatEmail: `${username}@example.test`,
        depotString: depot.id,
        role: 'DepotManager',
        department: 'Yard',
      },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ username, role: 'DepotManager', tenantId: tenant.id, depot: { id: depot.id } });
    const rows = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select name, payload from outbox_event where payload->>'userId' = ?`, [r.body.id]);
    expect(rows).toEqual([{ name: 'account-confirmation', payload: { userId: r.body.id, linkBase: s.url } }]);
  });

  it('says Emails do not match, requires fields, and refuses a taken username with 409', async () => {
    const { admin, depot } = await makeWorld(s.orm);
    const token = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const mismatch = await rest(s.url, 'POST', 'api/register-user', {
      token,
      body: {
        name: 'A',
        username: uniq('u'),
        email: 'a@example.test',
        repeatEmail: 'b@example.test',
        depotString: depot.id,
        role: 'DepotManager',
      },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(Messages.emailsDoNotMatch);
    const missing = await rest(s.url, 'POST', 'api/register-user', { token, body: { username: 'x' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(expect.arrayContaining(['name', 'email', 'role']));
    const taken = await rest(s.url, 'POST', 'api/register-user', {
      token,
      body: { name: 'A', username: admin.username.toUpperCase(), email: 'a@example.test', depotString: depot.id, role: 'DepotManager' },
    });
    expect(taken.status).toBe(409);
  });

  it("is refused to a DepotManager (403), to anonymous callers (401), and for another tenant's depot (404)", async () => {
    const a = await makeWorld(s.orm);
    const b = await makeWorld(s.orm);
    const mgrToken = await loginToken(s.url, a.manager.username, TEST_PASSWORD);
    const body = { name: 'A', username: uniq('u'), email: 'a@example.test', depotString: a.depot.id, role: 'DepotManager' };
    expect((await rest(s.url, 'POST', 'api/register-user', { token: mgrToken, body })).status).toBe(403);
    expect((await rest(s.url, 'POST', 'api/register-user', { body })).status).toBe(401);
    const bToken = await loginToken(s.url, b.admin.username, TEST_PASSWORD);
    const foreign = await rest(s.url, 'POST', 'api/register-user', { token: bToken, body });
    const missing = await rest(s.url, 'POST', 'api/register-user', {
      token: bToken,
      body: { ...body, depotString: '00000000-0000-4000-8000-000000000000' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });

  it('only a SuperAdmin may make a SuperAdmin; a role must exist', async () => {
    const { admin, depot } = await makeWorld(s.orm);
    const token = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const r = await rest(s.url, 'POST', 'api/register-user', {
      token,
      body: { name: 'A', username: uniq('u'), email: 'a@example.test', depotString: depot.id, role: 'SuperAdmin' },
    });
    expect(r.status).toBe(400);
    const r2 = await rest(s.url, 'POST', 'api/register-user', {
      token,
      body: { name: 'A', username: uniq('u'), email: 'a@example.test', depotString: depot.id, role: 'Astronaut' },
    });
    expect(r2.status).toBe(400);
    expect(r2.body.errors.role).toEqual(['Role is not valid']);
  });
});

describe('bad input never makes a 500', () => {
  it('malformed JSON, wrong types, a 10 MB body, unknown paths', async () => {
    const bad = await rest(s.url, 'POST', 'api/login', { rawBody: '{"username": "x",' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(errorBodyOf(Messages.malformedBody, 'Bad Request'));
    const types = await rest(s.url, 'POST', 'api/login', { body: { username: { $ne: 1 }, password: ['x'] } });
    expect(types.status).toBe(400);
    expect(types.body.message).toMatch(/must be text/);
    const arr = await rest(s.url, 'POST', 'api/login', { body: [1, 2] });
    expect(arr.status).toBe(400);
    const huge = await rest(s.url, 'POST', 'api/login', {
      rawBody: JSON.stringify({ username: 'x'.repeat(10 * 1024 * 1024), password: 'y' }),
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual(errorBodyOf(Messages.bodyTooLarge, 'Payload Too Large'));
    const nope = await rest(s.url, 'GET', 'api/definitely-not-a-route');
    expect(nope.status).toBe(404);
    expect(nope.body).toEqual(errorBodyOf(Messages.notFound, 'Not Found'));
    const wrongType = await gql(s.url, 'mutation { login(username: 5, password: "x") { token } }');
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('change password', () => {
  const CHANGE = 'mutation($i:ChangePasswordInput!){ changePassword(input:$i){ token user { username } } }';

  it('is refused without a session', async () => {
    const r = await gql(s.url, CHANGE, { i: { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass' } });
    expect(r.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
