/**
 * Staff administration of users (issue 8): disable/enable (setUserDisabled, api/disable-user, api/enable-user)
 * and an admin's reset-password e-mail (sendUserPasswordReset, api/send-password-reset), over REST and GraphQL.
 */
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, loginToken, rest } from '../../../test/http';
import { collect, probeEvent, wsClient } from '../../../test/ws';
import { startChildServer } from '../../../test/child-server';
import { makeWorld, TEST_PASSWORD } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { missingId, rawGql, rawRest, superAdminToken, tokenFor, twoTenants } from '../../tenants/__tests__/support';
import { User } from '../user.entity';

let s: TestServer;
let sa: string;
beforeAll(async () => {
  s = await startTestServer();
  sa = await superAdminToken(s);
});
afterAll(async () => {
  await s.close();
});

const SET_DISABLED = 'mutation($id: ID!, $d: Boolean!){ setUserDisabled(id: $id, disabled: $d) { id username disabled } }';
const SEND_RESET = 'mutation($id: ID!){ sendUserPasswordReset(id: $id) }';
const resetJobs = (userId: string) => s.orm.em.fork().count(OutboxEvent, { name: 'password-reset', payload: { userId } });
const loginStatus = async (username: string) =>
  (await rest(s.url, 'POST', 'api/login', { body: { username, password: TEST_PASSWORD } })).status;

describe('User.disabled', () => {
  it('is on the User type (me, tenant details) and false for a new user', async () => {
    const { tenant, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const q = await gql(
      s.url,
      'query($id: ID!){ me { disabled } tenant(id: $id) { tenantRep { id disabled } } }',
      { id: tenant.id },
      token,
    );
    expect(q.errors).toBeUndefined();
    expect(q.data.me.disabled).toBe(false);
    expect(q.data.tenant.tenantRep.every((u: { disabled: boolean }) => u.disabled === false)).toBe(true);
    expect((await rest(s.url, 'GET', 'api/user', { token })).body.disabled).toBe(false);
  });
});

describe('disable and enable a user', () => {
  it('REST: disabling ends the old token at once (401), login is refused; enabling lets the user log in again', async () => {
    const { admin, manager } = await makeWorld(s.orm);
    const old = await loginToken(s.url, manager.username, TEST_PASSWORD);
    const off = await rest(s.url, 'PUT', `api/disable-user/${manager.id}`, { token: tokenFor(s, admin) });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: manager.id, username: manager.username, disabled: true, message: Messages.userDisabled });
    const refused = await rest(s.url, 'GET', 'api/user', { token: old });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(Messages.sessionExpired);
    const q = await gql(s.url, '{ me { id } }', {}, old);
    expect(q.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await loginStatus(manager.username)).toBe(401);

    const on = await rest(s.url, 'PUT', `api/enable-user/${manager.id}`, { token: tokenFor(s, admin) });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: manager.id, disabled: false, message: Messages.userEnabled });
    // The token issued before the disable stays revoked; a new login works.
    expect((await rest(s.url, 'GET', 'api/user', { token: old })).status).toBe(401);
    const fresh = await loginToken(s.url, manager.username, TEST_PASSWORD);
    expect((await rest(s.url, 'GET', 'api/user', { token: fresh })).status).toBe(200);
  });

  it('GraphQL setUserDisabled does the same (UNAUTHENTICATED on GraphQL and 401 on REST for the old token)', async () => {
    const { admin, manager } = await makeWorld(s.orm);
    const old = await loginToken(s.url, manager.username, TEST_PASSWORD);
    const off = await gql(s.url, SET_DISABLED, { id: manager.id, d: true }, tokenFor(s, admin));
    expect(off.errors).toBeUndefined();
    expect(off.data.setUserDisabled).toEqual({ id: manager.id, username: manager.username, disabled: true });
    const me = await gql(s.url, '{ me { id } }', {}, old);
    expect(me.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(me.errors?.[0].message).toBe(Messages.sessionExpired);
    expect((await rest(s.url, 'GET', 'api/user', { token: old })).status).toBe(401);
    const row = await s.orm.em.fork().findOneOrFail(User, manager.id, { filters: false });
    expect(row).toMatchObject({ disabled: true, tokenVersion: 1 });

    const on = await gql(s.url, SET_DISABLED, { id: manager.id, d: false }, tokenFor(s, admin));
    expect(on.data.setUserDisabled.disabled).toBe(false);
    const fresh = await loginToken(s.url, manager.username, TEST_PASSWORD);
    expect((await gql(s.url, '{ me { id } }', {}, fresh)).data.me.id).toBe(manager.id);
  });

  it("ends the user's open WebSocket (4401) at once; other users' sockets stay open", async () => {
    const { depot, admin, manager } = await makeWorld(s.orm);
    const query = 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind attendeeName } }';
    const victim = wsClient(s.url, await loginToken(s.url, manager.username, TEST_PASSWORD));
    const bystander = wsClient(s.url, await loginToken(s.url, admin.username, TEST_PASSWORD));
    const mine = collect(victim, query, { d: depot.id });
    const theirs = collect(bystander, query, { d: depot.id });
    const probe = () => s.events.attendanceChanged(probeEvent(depot.tenant.id, depot.id));
    await Promise.all([mine.live(probe), theirs.live(probe)]);
    expect((await gql(s.url, SET_DISABLED, { id: manager.id, d: true }, tokenFor(s, admin))).data.setUserDisabled.disabled).toBe(true);
    for (let i = 0; i < 200 && mine.errors.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(mine.errors).toEqual([expect.objectContaining({ code: 4401, reason: 'Session revoked' })]);
    expect(theirs.errors).toEqual([]);
    theirs.dispose();
    await bystander.dispose();
    await victim.dispose();
  });

  it('ends a socket the user holds on another graph replica too (the revocation crosses Redis)', async () => {
    const { depot, admin, manager } = await makeWorld(s.orm);
    const child = await startChildServer();
    try {
      const victim = wsClient(child.url, await loginToken(child.url, manager.username, TEST_PASSWORD));
      const mine = collect(victim, 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind attendeeName } }', { d: depot.id });
      // Published here, heard on the other replica: its subscription is live through Redis.
      await mine.live(() => s.events.attendanceChanged(probeEvent(depot.tenant.id, depot.id)));
      expect(mine.errors).toEqual([]);
      expect((await rest(s.url, 'PUT', `api/disable-user/${manager.id}`, { token: tokenFor(s, admin) })).status).toBe(200);
      for (let i = 0; i < 200 && mine.errors.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(mine.errors).toEqual([expect.objectContaining({ code: 4401, reason: 'Session revoked' })]);
      await victim.dispose();
    } finally {
      await child.stop();
    }
  });

  it('answers 404 for a missing id, 400 for a non-uuid, never a 500; 403 and FORBIDDEN to a DepotManager, 401 anonymous', async () => {
    const { admin, manager } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const refused = tokenFor(s, manager);
    expect((await rest(s.url, 'PUT', `api/enable-user/${admin.id}`, { token: refused })).status).toBe(403);
    expect((await rest(s.url, 'POST', `api/send-password-reset/${admin.id}`, { token: refused })).status).toBe(403);
    expect((await gql(s.url, SEND_RESET, { id: admin.id }, refused)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await rest(s.url, 'PUT', `api/disable-user/${admin.id}`)).status).toBe(401);
    const missing = await rest(s.url, 'PUT', `api/disable-user/${missingId()}`, { token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('User not found');
    expect((await rest(s.url, 'POST', `api/send-password-reset/${missingId()}`, { token })).status).toBe(404);
    for (const id of ['not-a-uuid', '1%20or%201=1']) {
      const r = await rest(s.url, 'PUT', `api/disable-user/${id}`, { token });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('id is not a valid id');
      expect((await rest(s.url, 'POST', `api/send-password-reset/${id}`, { token })).status).toBe(400);
    }
    const q = await gql(s.url, SET_DISABLED, { id: 'nope', d: true }, token);
    expect(q.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('isolation: a TenantAdmin of tenant B and the users of tenant A', () => {
  it('gets byte-for-byte the answer of a missing id over REST, and changes nothing', async () => {
    const { a, tokenB } = await twoTenants(s);
    for (const [method, path] of [
      ['PUT', 'api/disable-user'],
      ['PUT', 'api/enable-user'],
      ['POST', 'api/send-password-reset'],
    ]) {
      const foreign = await rawRest(s, method, `${path}/${a.manager.id}`, tokenB);
      expect(foreign.status).toBe(404);
      expect(foreign).toEqual(await rawRest(s, method, `${path}/${missingId()}`, tokenB));
    }
    expect((await s.orm.em.fork().findOneOrFail(User, a.manager.id, { filters: false })).disabled).toBe(false);
    expect(await resetJobs(a.manager.id)).toBe(0);
  });

  it('gets byte-for-byte the answer of a missing id over GraphQL', async () => {
    const { a, tokenB } = await twoTenants(s);
    const foreign = await rawGql(s, SET_DISABLED, { id: a.admin.id, d: true }, tokenB);
    expect(JSON.parse(foreign.text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(foreign).toEqual(await rawGql(s, SET_DISABLED, { id: missingId(), d: true }, tokenB));
    expect(await rawGql(s, SEND_RESET, { id: a.admin.id }, tokenB)).toEqual(await rawGql(s, SEND_RESET, { id: missingId() }, tokenB));
  });
});

describe('an admin sends a user the reset-password e-mail', () => {
  it('REST: one outbox row carrying only the user id, then the worker mails the reset link', async () => {
    const { admin, manager } = await makeWorld(s.orm);
    const r = await rest(s.url, 'POST', `api/send-password-reset/${manager.id}`, { token: tokenFor(s, admin) });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, message: Messages.passwordResetSent });
    const jobs = await s.orm.em.fork().find(OutboxEvent, { name: 'password-reset', payload: { userId: manager.id } });
    expect(jobs).toHaveLength(1);
    // The user's id and the address the admin browsed (the link's base without PUBLIC_URL, issue 36): no token, no e-mail.
    expect(Object.keys(jobs[0].payload).sort()).toEqual(['linkBase', 'userId']);
    const mail = await s.mail.waitFor((m) => m.to.includes(manager.email), 20_000);
    expect(mail.subject).toBe('Reset your Depot Register password');
    expect(mail.text).toContain(`/resetPassword/`);
  });

  it('GraphQL sendUserPasswordReset does the same; SuperAdmin may send to any tenant', async () => {
    const { manager } = await makeWorld(s.orm);
    const q = await gql(s.url, SEND_RESET, { id: manager.id }, sa);
    expect(q.errors).toBeUndefined();
    expect(q.data.sendUserPasswordReset).toBe(true);
    expect(await resetJobs(manager.id)).toBe(1);
  });
});
