import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeDepot, makeManager, makeTenant, makeUser, makeWorld } from '../../../test/factories';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { Messages } from '../../../contracts/messages';
import { Depot } from '../../depots/depot.entity';
import { Manager } from '../../depots/manager.entity';
import { User } from '../../users/user.entity';
import { Tenant } from '../../tenants/tenant.entity';
import { missingId, rawGql, rawRest, superAdminToken, tokenFor, twoTenants } from '../../tenants/__tests__/support';
import { tenantPayload } from '../../tenants/__tests__/support';

let s: TestServer;
let sa: string;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
  sa = await superAdminToken(s);
});
afterAll(async () => {
  await s.close();
});

const payload = tenantPayload;

describe('POST api/create-tenant', () => {
  it('creates the tenant, its first depot and a TenantAdmin rep with a confirmation e-mail job, in one go', async () => {
    const body = payload();
    const r = await rest(s.url, 'POST', 'api/create-tenant', { token: sa, body });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.any(String),
      name: body.name,
      dateRegistered: expect.any(String),
      numDepots: 1,
      numReps: 1,
      tempMin: 35,
      tempMax: 37.5,
      archivedAt: null,
    });
    const em = s.orm.em.fork();
    const depots = await em.find(Depot, { tenant: r.body.id });
    expect(depots.map((d) => [d.code, d.line1, d.line2, d.county, d.eirCode])).toEqual([
      [body.depots.code, '1 Quay Road', 'Docklands', 'Dublin', 'D01 X2Y3'],
    ]);
    const rep = await em.findOneOrFail(User, { username: body.rep.username });
    expect(rep).toMatchObject({ name: 'Rita Rep', email: body.rep.email, role: 'TenantAdmin', emailConfirmed: false });
    expect(rep.tenant!.id).toBe(r.body.id);
    expect(rep.depot!.id).toBe(depots[0].id);
    expect(rep.passwordHash).toMatch(/^\$argon2id\$/);
    const jobs = await em.find(OutboxEvent, { name: 'account-confirmation', payload: { userId: rep.id } });
    expect(jobs).toHaveLength(1);
    // The user's id and the address the admin browsed (the link's base without PUBLIC_URL, issue 36): no token, no e-mail.
    expect(Object.keys(jobs[0].payload).sort()).toEqual(['linkBase', 'userId']);
  });

  it('GraphQL createTenant does the same', async () => {
    const body = payload();
    const q = await gql(
      s.url,
      `mutation($i: CreateTenantInput!){ createTenant(input: $i) { id name numDepots numReps tempMin tempMax dateRegistered } }`,
      { i: body },
      sa,
    );
    expect(q.errors).toBeUndefined();
    expect(q.data.createTenant).toMatchObject({ name: body.name, numDepots: 1, numReps: 1, tempMin: 35, tempMax: 37.5 });
    const details = await rest(s.url, 'GET', `api/find-tenant/${q.data.createTenant.id}`, { token: sa });
    expect(details.body.tenantRep).toEqual([
      expect.objectContaining({ username: body.rep.username, role: 'TenantAdmin', emailConfirmed: false }),
    ]);
    expect(details.body.depots).toEqual([
      expect.objectContaining({
        code: body.depots.code,
        address: { line1: '1 Quay Road', line2: 'Docklands', county: 'Dublin', eirCode: 'D01 X2Y3' },
      }),
    ]);
  });

  it('answers 400 with the field messages of the command (rules: tenants.service.test.ts); not an object, not JSON; GraphQL wrong type', async () => {
    const r = await rest(s.url, 'POST', 'api/create-tenant', { token: sa, body: { rep: { name: 'Only Name' } } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({ name: ['Tenant name is required'], 'rep.username': ['Username is required'] });
    const notObject = await rest(s.url, 'POST', 'api/create-tenant', { token: sa, rawBody: '"a string"' });
    expect(notObject.status).toBe(400);
    const badJson = await rest(s.url, 'POST', 'api/create-tenant', { token: sa, rawBody: '{"name": ' });
    expect(badJson.status).toBe(400);
    const gqlWrong = await gql(
      s.url,
      `mutation { createTenant(input: { name: 1, rep: { name: "a", username: "b", email: "c@d.ie" }, depots: { code: "a", line1: "b", line2: "c", county: "d", eirCode: "e" } }) { id } }`,
      {},
      sa,
    );
    expect(gqlWrong.status).toBe(400);
  });
});

describe('roles: tenants are SuperAdmin business', () => {
  it('refuses create and list to TenantAdmin and DepotManager (403), over REST and GraphQL', async () => {
    const { admin, manager } = await makeWorld(s.orm);
    for (const user of [admin, manager]) {
      const token = tokenFor(s, user);
      expect((await rest(s.url, 'POST', 'api/create-tenant', { token, body: payload() })).status).toBe(403);
      expect((await rest(s.url, 'GET', 'api/list-tenants', { token })).status).toBe(403);
      expect((await rest(s.url, 'DELETE', `api/remove-tenant/${user.tenant!.id}`, { token })).status).toBe(403);
      const q = await gql(s.url, `mutation($i: CreateTenantInput!){ createTenant(input: $i) { id } }`, { i: payload() }, token);
      expect(q.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const l = await gql(s.url, `{ tenants { id } }`, {}, token);
      expect(l.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await rest(s.url, 'GET', 'api/list-tenants')).status).toBe(401);
  });
});

describe('GET api/list-tenants', () => {
  it('lists every tenant with its number of depots and reps, over GraphQL too', async () => {
    const { tenant } = await makeWorld(s.orm); // one depot, two users
    await makeDepot(s.orm, tenant);
    await makeUser(s.orm, { tenant, role: 'Reception' });
    const empty = await makeTenant(s.orm);
    const r = await rest(s.url, 'GET', 'api/list-tenants', { token: sa });
    expect(r.status).toBe(200);
    const row = r.body.find((t: { id: string }) => t.id === tenant.id);
    expect(row).toEqual({
      id: tenant.id,
      name: tenant.name,
      dateRegistered: expect.any(String),
      numDepots: 2,
      numReps: 3,
      tempMin: 35,
      tempMax: 37.5,
      archivedAt: null,
    });
    expect(new Date(row.dateRegistered).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(r.body.find((t: { id: string }) => t.id === empty.id)).toMatchObject({ numDepots: 0, numReps: 0 });
    const q = await gql(s.url, `{ tenants { id name numDepots numReps } }`, {}, sa);
    expect(q.data.tenants.find((t: { id: string }) => t.id === tenant.id)).toEqual({
      id: tenant.id,
      name: tenant.name,
      numDepots: 2,
      numReps: 3,
    });
  });
});

describe('GET api/find-tenant/{id}', () => {
  it('shows a TenantAdmin its tenant: reps and depots with address and managers', async () => {
    const { tenant, depot, admin, manager } = await makeWorld(s.orm);
    const second = await makeDepot(s.orm, tenant);
    const m = await makeManager(s.orm, depot);
    const r = await rest(s.url, 'GET', `api/find-tenant/${tenant.id}`, { token: tokenFor(s, admin) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: tenant.id, name: tenant.name, numDepots: 2, numReps: 2 });
    expect(r.body.tenantRep).toHaveLength(2);
    expect(r.body.tenantRep).toContainEqual(
      expect.objectContaining({
        id: manager.id,
        name: manager.name,
        username: manager.username,
        email: manager.email,
        role: 'DepotManager',
        tenantId: tenant.id,
        emailConfirmed: true,
      }),
    );
    expect(JSON.stringify(r.body)).not.toContain('passwordHash');
    const d = r.body.depots.find((x: { id: string }) => x.id === depot.id);
    expect(d.address).toEqual({ line1: depot.line1, line2: depot.line2, county: depot.county, eirCode: depot.eirCode });
    expect(d.managers).toEqual([expect.objectContaining({ id: m.id, name: m.name, email: m.email, department: m.department })]);
    expect(r.body.depots.find((x: { id: string }) => x.id === second.id).managers).toEqual([]);
    const q = await gql(
      s.url,
      `query($id: ID!){ tenant(id: $id) { id numDepots tenantRep { username } depots { id managers { id } } } }`,
      { id: tenant.id },
      tokenFor(s, admin),
    );
    expect(q.errors).toBeUndefined();
    expect(q.data.tenant.depots).toHaveLength(2);
  });

  it('lets SuperAdmin open any tenant; a missing id is 404, a non-uuid one 400', async () => {
    const { tenant } = await makeWorld(s.orm);
    expect((await rest(s.url, 'GET', `api/find-tenant/${tenant.id}`, { token: sa })).status).toBe(200);
    const missing = await rest(s.url, 'GET', `api/find-tenant/${missingId()}`, { token: sa });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Tenant not found');
    const bad = await rest(s.url, 'GET', 'api/find-tenant/1%20or%201=1', { token: sa });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.id).toEqual(['id is not a valid id']);
  });
});

describe('GET api/tenants-short-list', () => {
  it('gives SuperAdmin every tenant and others only their own', async () => {
    const { tenant, admin, manager } = await makeWorld(s.orm);
    const other = await makeTenant(s.orm);
    const all = await rest(s.url, 'GET', 'api/tenants-short-list', { token: sa });
    expect(all.body).toContainEqual({ id: tenant.id, name: tenant.name });
    expect(all.body).toContainEqual({ id: other.id, name: other.name });
    for (const user of [admin, manager]) {
      const own = await rest(s.url, 'GET', 'api/tenants-short-list', { token: tokenFor(s, user) });
      expect(own.body).toEqual([{ id: tenant.id, name: tenant.name }]);
    }
    const q = await gql(s.url, `{ tenantsShortList { id name } }`, {}, tokenFor(s, admin));
    expect(q.data.tenantsShortList).toEqual([{ id: tenant.id, name: tenant.name }]);
  });
});

describe('PUT api/edit-tenant-details/{id}', () => {
  it('lets SuperAdmin and the TenantAdmin rename the tenant and set its temperature limits', async () => {
    const { tenant, admin } = await makeWorld(s.orm);
    const byAdmin = await rest(s.url, 'PUT', `api/edit-tenant-details/${tenant.id}`, {
      token: tokenFor(s, admin),
      body: { name: `${tenant.name} Ltd`, tempMin: '35.5', tempMax: 38 },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ id: tenant.id, name: `${tenant.name} Ltd`, tempMin: 35.5, tempMax: 38, numDepots: 1, numReps: 2 });
    const bySuper = await gql(
      s.url,
      `mutation($id: ID!, $i: EditTenantInput!){ editTenant(id: $id, input: $i) { name tempMin tempMax } }`,
      { id: tenant.id, i: { name: `${tenant.name} Group` } },
      sa,
    );
    expect(bySuper.data.editTenant).toEqual({ name: `${tenant.name} Group`, tempMin: 35.5, tempMax: 38 });
  });
});

describe('DELETE api/remove-tenant/{id}', () => {
  it('archives the tenant (SuperAdmin): nothing it owns is deleted (tenant-archive.test.ts has the rest)', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    await makeManager(s.orm, depot);
    const r = await rest(s.url, 'DELETE', `api/remove-tenant/${tenant.id}`, { token: sa });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, message: Messages.tenantArchived });
    const em = s.orm.em.fork();
    expect((await em.findOneOrFail(Tenant, tenant.id)).archivedAt).toBeInstanceOf(Date);
    expect(await em.count(Depot, { tenant: tenant.id })).toBe(1);
    expect(await em.count(User, { tenant: tenant.id })).toBe(2);
    expect(await em.count(Manager, { tenant: tenant.id })).toBe(1);
  });
});

describe('isolation: a TenantAdmin of tenant B and tenant A', () => {
  it('gets byte-for-byte the answer of a missing id from REST', async () => {
    const { a, tokenB } = await twoTenants(s);
    const find = await rawRest(s, 'GET', `api/find-tenant/${a.tenant.id}`, tokenB);
    expect(find.status).toBe(404);
    expect(find).toEqual(await rawRest(s, 'GET', `api/find-tenant/${missingId()}`, tokenB));
    const edit = await rawRest(s, 'PUT', `api/edit-tenant-details/${a.tenant.id}`, tokenB, { name: 'Taken over' });
    expect(edit.status).toBe(404);
    expect(edit).toEqual(await rawRest(s, 'PUT', `api/edit-tenant-details/${missingId()}`, tokenB, { name: 'Taken over' }));
    expect((await s.orm.em.fork().findOneOrFail(Tenant, a.tenant.id)).name).toBe(a.tenant.name);
  });

  it('gets byte-for-byte the answer of a missing id from GraphQL', async () => {
    const { a, tokenB } = await twoTenants(s);
    const query = `query($id: ID!){ tenant(id: $id) { id name tenantRep { username } } }`;
    const foreign = await rawGql(s, query, { id: a.tenant.id }, tokenB);
    expect(JSON.parse(foreign.text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(foreign).toEqual(await rawGql(s, query, { id: missingId() }, tokenB));
    const mutation = `mutation($id: ID!){ editTenant(id: $id, input: { name: "Taken over" }) { id } }`;
    const foreignEdit = await rawGql(s, mutation, { id: a.tenant.id }, tokenB);
    expect(foreignEdit).toEqual(await rawGql(s, mutation, { id: missingId() }, tokenB));
  });
});
