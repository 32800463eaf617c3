import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeDepot, makeUser, makeWorld, uniq } from '../../../test/factories';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { Messages } from '../../../contracts/messages';
import { RoleName } from '../../roles/role-name.entity';
import { User } from '../../users/user.entity';
import { missingId, rawGql, rawRest, superAdminToken, tokenFor, twoTenants } from './support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const details = (over: Record<string, unknown> = {}) => {
  const username = uniq('rep_');
  return { name: 'Renamed Rep', username, email: `${username}@example.test`, role: 'DepotManager', ...over };
};
const jobsFor = (userId: string) => s.orm.em.fork().count(OutboxEvent, { name: 'account-confirmation', payload: { userId } });

describe('POST api/edit-representative/{id}', () => {
  it('edits name, username, e-mail and role', async () => {
    const { tenant, admin, manager } = await makeWorld(s.orm);
    const body = details({ role: 'TenantAdmin', department: 'Logistics' });
    const r = await rest(s.url, 'POST', `api/edit-representative/${manager.id}`, { token: tokenFor(s, admin), body });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: manager.id,
      name: body.name,
      username: body.username,
      email: body.email,
      role: 'TenantAdmin',
      department: 'Logistics',
      tenantId: tenant.id,
      tenantName: tenant.name,
    });
    expect(r.body.passwordHash).toBeUndefined();
    const saved = await s.orm.em.fork().findOneOrFail(User, manager.id, { filters: false });
    expect(saved).toMatchObject({ username: body.username, role: 'TenantAdmin' });
  });

  it("accepts a role from the tenant's role list, and refuses an unknown one and SuperAdmin from a TenantAdmin", async () => {
    const { tenant, admin, manager } = await makeWorld(s.orm);
    const em = s.orm.em.fork();
    em.create(RoleName, { tenant: tenant.id, roleName: 'Gate Keeper' });
    await em.flush();
    const token = tokenFor(s, admin);
    const listed = await rest(s.url, 'POST', `api/edit-representative/${manager.id}`, { token, body: details({ role: 'Gate Keeper' }) });
    expect(listed.status).toBe(200);
    expect(listed.body.role).toBe('Gate Keeper');
    const unknown = await rest(s.url, 'POST', `api/edit-representative/${manager.id}`, { token, body: details({ role: 'Emperor' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.role).toEqual(['Role is not valid']);
    const promote = await rest(s.url, 'POST', `api/edit-representative/${manager.id}`, { token, body: details({ role: 'SuperAdmin' }) });
    expect(promote.status).toBe(400);
  });

  it('requires name, username, email and role with field messages; 409 for a taken username; 400 for wrong types', async () => {
    const { admin, manager } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const missing = await rest(s.url, 'POST', `api/edit-representative/${manager.id}`, { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      name: ['Name is required'],
      username: ['Username is required'],
      email: ['Email is required'],
      role: ['Role is required'],
    });
    const taken = await rest(s.url, 'POST', `api/edit-representative/${manager.id}`, {
      token,
      body: details({ username: admin.username.toUpperCase() }),
    });
    expect(taken.status).toBe(409);
    const wrong = await rest(s.url, 'POST', `api/edit-representative/${manager.id}`, { token, body: details({ role: { $ne: null } }) });
    expect(wrong.status).toBe(400);
    const mail = await rest(s.url, 'POST', `api/edit-representative/${manager.id}`, { token, body: details({ email: 'nope' }) });
    expect(mail.status).toBe(400);
    const long = await rest(s.url, 'POST', `api/edit-representative/${manager.id}`, {
      token,
      body: details({ email: `${'a'.repeat(300)}@example.test` }),
    });
    expect(long.status).toBe(400);
    const saved = await s.orm.em.fork().findOneOrFail(User, manager.id, { filters: false });
    expect(saved.username).toBe(manager.username);
  });

  it('moves the user to another depot of its tenant, never to a depot of another tenant', async () => {
    const { tenant, admin, manager } = await makeWorld(s.orm);
    const other = await makeDepot(s.orm, tenant);
    const foreign = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const moved = await rest(s.url, 'POST', `api/edit-representative/${manager.id}`, { token, body: details({ depotId: other.id }) });
    expect(moved.body.depot).toEqual({ id: other.id, code: other.code });
    const away = await rest(s.url, 'POST', `api/edit-representative/${manager.id}`, {
      token,
      body: details({ depotId: foreign.depot.id }),
    });
    expect(away.status).toBe(404);
  });

  it('GraphQL editRepresentative calls the same rule', async () => {
    const { admin, manager } = await makeWorld(s.orm);
    const body = details();
    const q = await gql(
      s.url,
      `mutation($id: ID!, $i: EditRepresentativeInput!){ editRepresentative(id: $id, input: $i) { id username role emailConfirmed } }`,
      { id: manager.id, i: body },
      tokenFor(s, admin),
    );
    expect(q.errors).toBeUndefined();
    expect(q.data.editRepresentative).toEqual({ id: manager.id, username: body.username, role: 'DepotManager', emailConfirmed: true });
  });
});

describe('DELETE api/remove-rep/{id}', () => {
  it('removes a user of the tenant, but nobody removes itself', async () => {
    const { admin, manager } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const r = await rest(s.url, 'DELETE', `api/remove-rep/${manager.id}`, { token });
    expect(r.status).toBe(200);
    expect(await s.orm.em.fork().count(User, { id: manager.id }, { filters: false })).toBe(0);
    const self = await rest(s.url, 'DELETE', `api/remove-rep/${admin.id}`, { token });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot remove your own account');
    expect(await s.orm.em.fork().count(User, { id: admin.id }, { filters: false })).toBe(1);
  });

  it('GraphQL removeRepresentative does the same, and SuperAdmin may remove in any tenant', async () => {
    const { tenant, manager } = await makeWorld(s.orm);
    const extra = await makeUser(s.orm, { tenant, role: 'Reception' });
    const q = await gql(s.url, `mutation($id: ID!){ removeRepresentative(id: $id) }`, { id: manager.id }, await superAdminToken(s));
    expect(q.data.removeRepresentative).toBe(true);
    const r = await rest(s.url, 'DELETE', `api/remove-rep/${extra.id}`, { token: await superAdminToken(s) });
    expect(r.status).toBe(200);
  });

  it('a TenantAdmin cannot remove a SuperAdmin who belongs to its tenant', async () => {
    const { tenant, admin } = await makeWorld(s.orm);
    const boss = await makeUser(s.orm, { tenant, role: 'SuperAdmin' });
    expect((await rest(s.url, 'DELETE', `api/remove-rep/${boss.id}`, { token: tokenFor(s, admin) })).status).toBe(403);
  });
});

describe('POST api/resend-confirmation-email/{id}', () => {
  it('adds an account-confirmation job through the outbox', async () => {
    const { admin, manager } = await makeWorld(s.orm);
    const r = await rest(s.url, 'POST', `api/resend-confirmation-email/${manager.id}`, { token: tokenFor(s, admin) });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, message: Messages.confirmationEmailSent });
    expect(await jobsFor(manager.id)).toBe(1);
    const q = await gql(s.url, `mutation($id: ID!){ resendConfirmationEmail(id: $id) }`, { id: manager.id }, tokenFor(s, admin));
    expect(q.data.resendConfirmationEmail).toBe(true);
    expect(await jobsFor(manager.id)).toBe(2);
  });
});

describe('roles and bad ids', () => {
  it('refuses every rep operation to a DepotManager (403)', async () => {
    const { admin, manager } = await makeWorld(s.orm);
    const token = tokenFor(s, manager);
    expect((await rest(s.url, 'POST', `api/edit-representative/${admin.id}`, { token, body: details() })).status).toBe(403);
    expect((await rest(s.url, 'DELETE', `api/remove-rep/${admin.id}`, { token })).status).toBe(403);
    expect((await rest(s.url, 'POST', `api/resend-confirmation-email/${admin.id}`, { token })).status).toBe(403);
    const q = await gql(s.url, `mutation($id: ID!){ removeRepresentative(id: $id) }`, { id: admin.id }, token);
    expect(q.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await s.orm.em.fork().count(User, { id: admin.id }, { filters: false })).toBe(1);
  });

  it('answers 400 naming the field for a non-uuid id', async () => {
    const { admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const r = await rest(s.url, 'POST', 'api/edit-representative/abc', { token, body: details() });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('id is not a valid id');
    expect((await rest(s.url, 'DELETE', 'api/remove-rep/abc', { token })).status).toBe(400);
    expect((await rest(s.url, 'POST', 'api/resend-confirmation-email/abc', { token })).status).toBe(400);
  });
});

describe('isolation: a TenantAdmin of tenant B and the reps of tenant A', () => {
  it('gets byte-for-byte the answer of a missing id from REST, and changes nothing', async () => {
    const { a, tokenB } = await twoTenants(s);
    const body = details({ username: uniq('same_'), email: 'same@example.test' });
    const cases: [string, string, unknown?][] = [
      ['POST', 'api/edit-representative', body],
      ['DELETE', 'api/remove-rep'],
      ['POST', 'api/resend-confirmation-email'],
    ];
    for (const [method, path, b] of cases) {
      const foreign = await rawRest(s, method, `${path}/${a.manager.id}`, tokenB, b);
      expect(foreign.status).toBe(404);
      expect(foreign).toEqual(await rawRest(s, method, `${path}/${missingId()}`, tokenB, b));
    }
    const saved = await s.orm.em.fork().findOneOrFail(User, a.manager.id, { filters: false });
    expect(saved).toMatchObject({ username: a.manager.username, name: a.manager.name, role: 'DepotManager' });
    expect(await jobsFor(a.manager.id)).toBe(0);
  });

  it('gets byte-for-byte the answer of a missing id from GraphQL', async () => {
    const { a, tokenB } = await twoTenants(s);
    const i = details({ username: uniq('same_'), email: 'same@example.test' });
    const edit = `mutation($id: ID!, $i: EditRepresentativeInput!){ editRepresentative(id: $id, input: $i) { id } }`;
    const foreignEdit = await rawGql(s, edit, { id: a.admin.id, i }, tokenB);
    expect(JSON.parse(foreignEdit.text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(foreignEdit).toEqual(await rawGql(s, edit, { id: missingId(), i }, tokenB));
    const remove = `mutation($id: ID!){ removeRepresentative(id: $id) }`;
    const foreignRemove = await rawGql(s, remove, { id: a.admin.id }, tokenB);
    expect(JSON.parse(foreignRemove.text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(foreignRemove).toEqual(await rawGql(s, remove, { id: missingId() }, tokenB));
    expect(await s.orm.em.fork().count(User, { id: a.admin.id }, { filters: false })).toBe(1);
  });
});
