/**
 * Removing a tenant archives it (issue 8, docs/decisions.md): removeTenant / api/remove-tenant, restoreTenant /
 * api/restore-tenant, tenants(includeArchived), firstRun / api/first-run, over REST and GraphQL.
 */
import { signToken } from '../../../core/auth/jwt';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, loginToken, rest } from '../../../test/http';
import { collect, probeEvent, wsClient } from '../../../test/ws';
import { makeManager, makePartner, makeTenant, makeVisit, makeWorld, TEST_PASSWORD, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { Depot } from '../../depots/depot.entity';
import { Manager } from '../../depots/manager.entity';
import { User } from '../../users/user.entity';
import { Tenant } from '../../tenants/tenant.entity';
import { walkIn } from '../../visits/__tests__/support';
import { missingId, rawGql, rawRest, superAdminToken, tokenFor } from '../../tenants/__tests__/support';

let s: TestServer;
let sa: string;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
  sa = await superAdminToken(s);
});
afterAll(async () => {
  await s.close();
});

const REMOVE = 'mutation($id: ID!, $c: String!){ removeTenant(id: $id, confirmName: $c) }';
const RESTORE = 'mutation($id: ID!){ restoreTenant(id: $id) { id name archivedAt numDepots numReps } }';
const archivedAt = async (id: string) => (await s.orm.em.fork().findOneOrFail(Tenant, id)).archivedAt ?? null;
const loginStatus = async (username: string) =>
  (await rest(s.url, 'POST', 'api/login', { body: { username, password: TEST_PASSWORD } })).status;

describe('DELETE api/remove-tenant/{id} archives (SuperAdmin)', () => {
  it('without a confirmation (the legacy call): keeps every row, sets archivedAt, answers ok; the edge answers 400 and 403', async () => {
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
    // Again: nothing changes, still ok (archiving is idempotent).
    const first = await archivedAt(tenant.id);
    expect((await rest(s.url, 'DELETE', `api/remove-tenant/${tenant.id}`, { token: sa })).status).toBe(200);
    expect(await archivedAt(tenant.id)).toEqual(first);
    // At the edge (the rules: tenant-archive.service.test.ts): a wrong confirmName 400, a non-uuid 400, a flag that is not one 400; FORBIDDEN is 403.
    const { tenant: other, admin } = await makeWorld(s.orm);
    const wrong = await rest(s.url, 'DELETE', `api/remove-tenant/${other.id}`, { token: sa, body: { confirmName: 'Someone Else' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(Messages.confirmTenantName);
    expect((await rest(s.url, 'DELETE', `api/remove-tenant/${other.id}?confirmName=`, { token: sa })).status).toBe(400);
    expect((await rest(s.url, 'DELETE', 'api/remove-tenant/not-a-uuid', { token: sa })).status).toBe(400);
    expect((await rest(s.url, 'POST', 'api/restore-tenant/not-a-uuid', { token: sa })).status).toBe(400);
    expect((await rest(s.url, 'GET', 'api/list-tenants?includeArchived=maybe', { token: sa })).status).toBe(400);
    expect((await rest(s.url, 'POST', `api/restore-tenant/${other.id}`, { token: tokenFor(s, admin) })).status).toBe(403);
    expect(await archivedAt(other.id)).toBeNull();
  });
});

describe('GraphQL removeTenant(id, confirmName) and restoreTenant(id)', () => {
  it('refuses a wrong name with BAD_USER_INPUT, archives with the right one, restores', async () => {
    const { tenant } = await makeWorld(s.orm);
    const wrong = await gql(s.url, REMOVE, { id: tenant.id, c: 'nope' }, sa);
    expect(wrong.errors?.[0]).toMatchObject({ message: Messages.confirmTenantName, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await archivedAt(tenant.id)).toBeNull();
    const ok = await gql(s.url, REMOVE, { id: tenant.id, c: tenant.name.toLowerCase() }, sa);
    expect(ok.data.removeTenant).toBe(true);
    const listed = await gql(s.url, '{ all: tenants(includeArchived: true) { id archivedAt } active: tenants { id } }', {}, sa);
    expect(listed.data.all.find((t: { id: string }) => t.id === tenant.id).archivedAt).toEqual(expect.any(String));
    expect(listed.data.active.map((t: { id: string }) => t.id)).not.toContain(tenant.id);
    const back = await gql(s.url, RESTORE, { id: tenant.id }, sa);
    expect(back.errors).toBeUndefined();
    expect(back.data.restoreTenant).toEqual({ id: tenant.id, name: tenant.name, archivedAt: null, numDepots: 1, numReps: 2 });
    expect(await archivedAt(tenant.id)).toBeNull();
  });
});

describe('an archived tenant', () => {
  it('signs its users out at once and refuses their login (as wrong credentials) and their reset requests', async () => {
    const { tenant, depot, admin, manager } = await makeWorld(s.orm);
    const old = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const socket = wsClient(s.url, old);
    const live = collect(socket, 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind attendeeName } }', { d: depot.id });
    await live.live(() => s.events.attendanceChanged(probeEvent(depot.tenant.id, depot.id)));
    expect((await rest(s.url, 'DELETE', `api/remove-tenant/${tenant.id}`, { token: sa, body: { confirmName: tenant.name } })).status).toBe(
      200,
    );
    // Its users' open sockets (the live grid) close at once too.
    for (let i = 0; i < 200 && live.errors.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(live.errors).toEqual([expect.objectContaining({ code: 4401 })]);
    await socket.dispose();
    const refused = await rest(s.url, 'GET', 'api/user', { token: old });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(Messages.sessionExpired);
    expect((await gql(s.url, '{ me { id } }', {}, old)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const login = await rest(s.url, 'POST', 'api/login', { body: { username: manager.username, password: TEST_PASSWORD } });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe(Messages.invalidCredentials);
    // A token signed for the user's new version is refused too: the archive itself is checked, not only versions.
    const users = await s.orm.em.fork().find(User, { tenant: tenant.id }, { filters: false });
    expect(users.map((u) => u.tokenVersion)).toEqual([1, 1]);
    expect((await rest(s.url, 'GET', 'api/user', { token: signToken(s.config, admin.id, 1).token })).status).toBe(401);
    expect((await rest(s.url, 'GET', `request-password-email/${admin.username}`)).status).toBe(200);
    expect(await s.orm.em.fork().count(OutboxEvent, { name: 'password-reset', payload: { userId: admin.id } })).toBe(0);
  });

  it('closes its kiosks: every public lookup answers like a missing depot or reference', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    const visit = await makeVisit(s.orm, depot);
    const partner = await makePartner(s.orm, depot);
    const open = await rest(s.url, 'GET', `api/find-depot/${encodeURIComponent(tenant.name)}/${depot.code}`);
    expect(open.status).toBe(200);
    await rest(s.url, 'DELETE', `api/remove-tenant/${tenant.id}`, { token: sa });

    const findPath = `api/find-depot/${encodeURIComponent(tenant.name)}/${depot.code}`;
    const missingPath = `api/find-depot/${encodeURIComponent(uniq('Nobody '))}/${depot.code}`;
    const closed = await rawRest(s, 'GET', findPath);
    expect(closed.status).toBe(404);
    expect(closed).toEqual(await rawRest(s, 'GET', missingPath));
    expect((await rest(s.url, 'POST', 'api/depot-login', { body: { tenantName: tenant.name, depotCode: depot.code } })).status).toBe(404);
    const findDepot = 'query($t: String!, $d: String!){ findDepot(tenantName: $t, depotCode: $d) { id } }';
    const q = await rawGql(s, findDepot, { t: tenant.name, d: depot.code });
    expect(JSON.parse(q.text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(q).toEqual(await rawGql(s, findDepot, { t: uniq('Nobody '), d: depot.code }));
    const fetch = await rest(s.url, 'POST', 'api/fetch-visitor-details', {
      body: { meetingRef: visit.meetingReference, tenantName: tenant.name, depotCode: depot.code },
    });
    expect(fetch.status).toBe(404);
    // By the depot id a kiosk kept from before: as a missing depot.
    expect((await walkIn(s, depot.id, { email: `${uniq('w')}@example.test` })).status).toBe(404);
    expect((await rest(s.url, 'GET', `api/get-partner-kiosk/${partner.workId}?depot=${depot.id}`)).status).toBe(404);
    const kind = await rest(s.url, 'GET', `api/QR-Info?meetingReference=${visit.meetingReference}`);
    expect(kind.status).toBe(400);
    expect(kind.body.message).toBe(Messages.wrongReference);
    const state = await rest(s.url, 'GET', `api/get-visitor-status/${visit.meetingReference}`);
    expect(state.status).toBe(400);
    expect(state.body.message).toBe(Messages.wrongReference);
  });
});

describe('POST api/restore-tenant/{id}', () => {
  it('reopens the tenant: listed again, kiosks open, users log in again (their old tokens stay revoked)', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const old = await loginToken(s.url, admin.username, TEST_PASSWORD);
    await rest(s.url, 'DELETE', `api/remove-tenant/${tenant.id}`, { token: sa });
    expect(await loginStatus(admin.username)).toBe(401);
    const r = await rest(s.url, 'POST', `api/restore-tenant/${tenant.id}`, { token: sa });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: tenant.id,
      name: tenant.name,
      archivedAt: null,
      numDepots: 1,
      numReps: 2,
      message: Messages.tenantRestored,
    });
    expect((await rest(s.url, 'GET', 'api/list-tenants', { token: sa })).body.map((t: { id: string }) => t.id)).toContain(tenant.id);
    expect((await rest(s.url, 'GET', `api/find-depot/${encodeURIComponent(tenant.name)}/${depot.code}`)).status).toBe(200);
    expect((await rest(s.url, 'GET', 'api/user', { token: old })).status).toBe(401);
    const fresh = await loginToken(s.url, admin.username, TEST_PASSWORD);
    expect((await rest(s.url, 'GET', 'api/user', { token: fresh })).status).toBe(200);
    // Restoring an active tenant changes nothing.
    expect((await rest(s.url, 'POST', `api/restore-tenant/${tenant.id}`, { token: sa })).body.archivedAt).toBeNull();
    expect((await rest(s.url, 'POST', `api/restore-tenant/${missingId()}`, { token: sa })).status).toBe(404);
  });
});

describe('firstRun (SuperAdmin)', () => {
  it('is false once tenants exist (the shared test database has many)', async () => {
    await makeTenant(s.orm);
    expect((await gql(s.url, '{ firstRun }', {}, sa)).data.firstRun).toBe(false);
    expect((await rest(s.url, 'GET', 'api/first-run', { token: sa })).body).toEqual({ firstRun: false });
  });
});
