import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeUser, makeWorld, uniq } from '../../../test/factories';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { Messages } from '../../../contracts/messages';
import { User } from '../../users/user.entity';
import { missingId, rawGql, rawRest, superAdminToken, tokenFor, twoTenants } from '../../tenants/__tests__/support';

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
  it('GraphQL removeRepresentative does the same, and SuperAdmin may remove in any tenant', async () => {
    const { tenant, manager } = await makeWorld(s.orm);
    const extra = await makeUser(s.orm, { tenant, role: 'Reception' });
    const q = await gql(s.url, `mutation($id: ID!){ removeRepresentative(id: $id) }`, { id: manager.id }, await superAdminToken(s));
    expect(q.data.removeRepresentative).toBe(true);
    const r = await rest(s.url, 'DELETE', `api/remove-rep/${extra.id}`, { token: await superAdminToken(s) });
    expect(r.status).toBe(200);
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

describe('bad ids, bad bodies and roles', () => {
  it('answers 400 naming the field for a non-uuid id, 400 with field messages for a bad body, 403 to a DepotManager', async () => {
    const { admin, manager } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const missing = await rest(s.url, 'POST', `api/edit-representative/${manager.id}`, { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ name: ['Name is required'], role: ['Role is required'] });
    const refused = tokenFor(s, manager);
    expect((await rest(s.url, 'DELETE', `api/remove-rep/${admin.id}`, { token: refused })).status).toBe(403);
    const q = await gql(s.url, `mutation($id: ID!){ removeRepresentative(id: $id) }`, { id: admin.id }, refused);
    expect(q.errors?.[0].extensions?.code).toBe('FORBIDDEN');
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
