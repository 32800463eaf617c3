import jwt from 'jsonwebtoken';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, loginToken, rest } from '../../../test/http';
import { makeWorld, makeUser, TEST_PASSWORD, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { randomUUID } from 'node:crypto';
import { User } from '../../users/user.entity';
import { PasswordResetToken } from '../../users/password-reset-token.entity';
import { hashResetToken } from '../reset-token';

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

  it('is case-insensitive on the username, over GraphQL too', async () => {
    const { admin } = await makeWorld(s.orm);
    const q = await gql(s.url, 'mutation($u:String!,$p:String!){ login(username:$u,password:$p){ token user { username } } }', {
      u: admin.username.toUpperCase(),
      p: TEST_PASSWORD,
    });
    expect(q.errors).toBeUndefined();
    expect(q.data.login.user.username).toBe(admin.username);
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

  it('requires username and password with field messages', async () => {
    const r = await rest(s.url, 'POST', 'api/login', { body: {} });
    expect(r.status).toBe(400);
    expect(r.body.errors.username).toEqual(['Username is required']);
    expect(r.body.errors.password).toEqual(['Password is required']);
  });

  it('throttles repeated failures per account with 429', async () => {
    const { admin } = await makeWorld(s.orm);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await rest(s.url, 'POST', 'api/login', { body: { username: admin.username, password: 'wrong-password' } })).status);
    expect(statuses.slice(0, 10).every((x) => x === 401)).toBe(true);
    expect(statuses[11]).toBe(429);
    const blocked = await rest(s.url, 'POST', 'api/login', { body: { username: admin.username, password: TEST_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(Messages.tooManyRequests);
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

  it('logout revokes every token of the user; a new login works', async () => {
    const { admin } = await makeWorld(s.orm);
    const t1 = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const t2 = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const out = await gql(s.url, 'mutation { logout }', {}, t1);
    expect(out.data.logout).toBe(true);
    expect((await rest(s.url, 'GET', 'api/user', { token: t1 })).status).toBe(401);
    expect((await rest(s.url, 'GET', 'api/user', { token: t2 })).status).toBe(401);
    const t3 = await loginToken(s.url, admin.username, TEST_PASSWORD);
    expect((await rest(s.url, 'GET', 'api/user', { token: t3 })).status).toBe(200);
  });

  it('a disabled user is refused at once', async () => {
    const { admin } = await makeWorld(s.orm);
    const token = await loginToken(s.url, admin.username, TEST_PASSWORD);
    await s.orm.em.fork().nativeUpdate(User, { id: admin.id }, { disabled: true });
    expect((await rest(s.url, 'GET', 'api/user', { token })).status).toBe(401);
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
    expect(rows).toEqual([{ name: 'account-confirmation', payload: { userId: r.body.id } }]);
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

  it('answers a clear 400 for a reset with a bad token and changes nothing', async () => {
    const user = await makeUser(s.orm, { role: 'SuperAdmin' });
    const r = await rest(s.url, 'POST', 'api/user-reset-password', {
      body: { token: 'AAAA', username: user.username, password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(Messages.resetLinkInvalid);
    const mismatch = await rest(s.url, 'POST', 'api/user-reset-password', {
      body: { token: 'AAAA', username: user.username, password: 'new-password-1', password_confirmation: 'other' },
    });
    expect(mismatch.body.message).toBe(Messages.passwordsDoNotMatch);
    expect((await rest(s.url, 'POST', 'api/login', { body: { username: user.username, password: TEST_PASSWORD } })).status).toBe(200);
  });
});

describe('reset link check', () => {
  it('resetLinkValid: true for a live link, false once used, expired or for another username', async () => {
    const user = await makeUser(s.orm, { role: 'SuperAdmin' });
    const em = s.orm.em.fork();
    const mint = (token: string, expiresAt: Date) =>
      em.create(PasswordResetToken, {
        user: em.getReference(User, user.id),
        tokenHash: hashResetToken(token),
        expiresAt,
        sourceEventId: randomUUID(),
      });
    mint('LIVE-TOKEN', new Date(Date.now() + 10 * 60_000));
    mint('OLD-TOKEN', new Date(Date.now() - 60_000));
    await em.flush();
    const valid = async (token: string, username: string) =>
      (await gql(s.url, 'query($t:String!,$u:String!){ resetLinkValid(token:$t, username:$u) }', { t: token, u: username })).data
        .resetLinkValid;
    expect(await valid('LIVE-TOKEN', user.username)).toBe(true);
    expect(await valid('LIVE-TOKEN', uniq('other_'))).toBe(false);
    expect(await valid('OLD-TOKEN', user.username)).toBe(false);
    const r = await rest(s.url, 'POST', 'api/user-reset-password', {
      body: { token: 'LIVE-TOKEN', username: user.username, password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(r.status).toBe(200);
    expect(await valid('LIVE-TOKEN', user.username)).toBe(false);
  });
});

describe('change password', () => {
  const CHANGE = 'mutation($i:ChangePasswordInput!){ changePassword(input:$i){ token user { username } } }';

  it('verifies the current password, needs 8 characters, ends the other sessions and answers a working token', async () => {
    const user = await makeUser(s.orm, { role: 'SuperAdmin' });
    const mine = await loginToken(s.url, user.username, TEST_PASSWORD);
    const other = await loginToken(s.url, user.username, TEST_PASSWORD);
    const wrong = await gql(s.url, CHANGE, { i: { currentPassword: 'not-the-password', newPassword: 'brand-new-pass' } }, mine);
    expect(wrong.errors?.[0].message).toBe(Messages.currentPasswordWrong);
    const short = await gql(s.url, CHANGE, { i: { currentPassword: TEST_PASSWORD, newPassword: 'short' } }, mine);
    expect(short.errors?.[0].message).toBe(Messages.passwordTooShort(8));
    expect((await gql(s.url, '{ me { username } }', {}, mine)).data.me.username).toBe(user.username); // nothing changed yet
    const ok = await gql(s.url, CHANGE, { i: { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass' } }, mine);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.changePassword.user.username).toBe(user.username);
    const fresh = ok.data.changePassword.token;
    expect((await gql(s.url, '{ me { username } }', {}, fresh)).data.me.username).toBe(user.username);
    for (const old of [mine, other]) expect((await rest(s.url, 'GET', 'api/user', { token: old })).status).toBe(401);
    expect((await rest(s.url, 'POST', 'api/login', { body: { username: user.username, password: TEST_PASSWORD } })).status).toBe(401);
    expect((await rest(s.url, 'POST', 'api/login', { body: { username: user.username, password: 'brand-new-pass' } })).status).toBe(200);
  });

  it('is refused without a session', async () => {
    const r = await gql(s.url, CHANGE, { i: { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass' } });
    expect(r.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
