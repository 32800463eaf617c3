/**
 * Spec 6 role rules across every staff-administration operation (tenants, reps/users, depots, managers, badges),
 * over REST and GraphQL: another tenant's id answers exactly like a missing one (404), a DepotManager sees and
 * reaches only its own depot, other roles may not open tenant details, and a malformed id is never a 500.
 */
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeBadges, makeDepot, makeManager, makeUser, makeWorld, uniq } from '../../../test/factories';
import { Badge } from '../../attendance/badge.entity';
import { Depot } from '../../depots/depot.entity';
import { Manager } from '../../depots/manager.entity';
import { User } from '../../users/user.entity';
import { Tenant } from '../../tenants/tenant.entity';
import { missingId, rawGql, rawRest, superAdminToken, tokenFor, twoTenants } from '../../tenants/__tests__/support';
import { depotAddress as address } from '../../depots/__tests__/support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const managerBody = (depotId: string) => ({ name: 'Mia Manager', email: 'mia@example.test', department: 'Ops', depotId });
const repBody = { name: 'Renamed', username: uniq('taken_'), email: 'renamed@example.test', role: 'DepotManager' };

/** Ids of one world, for building the calls; `id(x)` lets a call be made with a missing id in place of x. */
interface Ids {
  tenant: string;
  depot: string;
  user: string;
  manager: string;
}

type RestCall = [method: string, path: string, body?: unknown];
/** Every REST admin call that names something of a tenant, built from the ids it should reach. */
const restCalls = (i: Ids): RestCall[] => [
  ['GET', `api/find-tenant/${i.tenant}`],
  ['PUT', `api/edit-tenant-details/${i.tenant}`, { name: 'Taken over' }],
  ['GET', `api/depots/${i.tenant}`],
  ['POST', 'api/add-depot', address({ code: 'SAMECODE', tenantId: i.tenant })],
  ['PUT', `api/update-depot-details/${i.depot}`, address({ code: 'SAMECODE' })],
  [
    'POST',
    'api/register-user',
    { name: 'N', username: 'same-user', email: 'n@example.test', role: 'DepotManager', tenantId: i.tenant, depotString: i.depot },
  ],
  ['POST', `api/edit-representative/${i.user}`, repBody],
  ['DELETE', `api/remove-rep/${i.user}`],
  ['POST', `api/resend-confirmation-email/${i.user}`],
  ['PUT', `api/disable-user/${i.user}`],
  ['PUT', `api/enable-user/${i.user}`],
  ['POST', `api/send-password-reset/${i.user}`],
  ['POST', 'api/add-manager-data', managerBody(i.depot)],
  ['GET', `api/list-managers/${i.depot}`],
  ['GET', `api/list-emailmanagers/${i.depot}`],
  ['PUT', `api/edit-manager-details/${i.manager}`, { name: 'N', email: 'n@example.test', department: 'D' }],
  ['DELETE', `api/delete-manager-details/${i.manager}`],
  ['GET', `api/list-badges/${i.depot}`],
  ['GET', `api/get-badge-number/${i.depot}`],
  ['POST', 'api/add-badge-number', { depotId: i.depot, badgeNum: 'SAME1' }],
  ['GET', `api/get-badge-assignee-details/${i.depot}/1`],
];

type GqlCall = [query: string, variables: Record<string, unknown>];
const gqlCalls = (i: Ids): GqlCall[] => [
  ['query($id: ID!){ tenant(id: $id) { id } }', { id: i.tenant }],
  ['mutation($id: ID!){ editTenant(id: $id, input: { name: "Taken over" }) { id } }', { id: i.tenant }],
  ['query($t: ID){ depots(tenantId: $t) { id } }', { t: i.tenant }],
  ['mutation($i: AddDepotInput!){ addDepot(input: $i) { id } }', { i: address({ code: 'SAMECODE', tenantId: i.tenant }) }],
  ['mutation($id: ID!, $i: DepotInput!){ updateDepot(id: $id, input: $i) { id } }', { id: i.depot, i: address({ code: 'SAMECODE' }) }],
  [
    'mutation($i: RegisterUserInput!){ registerUser(input: $i) { id } }',
    { i: { name: 'N', username: 'same-user', email: 'n@example.test', role: 'DepotManager', tenantId: i.tenant, depotId: i.depot } },
  ],
  ['mutation($id: ID!, $i: EditRepresentativeInput!){ editRepresentative(id: $id, input: $i) { id } }', { id: i.user, i: repBody }],
  ['mutation($id: ID!){ removeRepresentative(id: $id) }', { id: i.user }],
  ['mutation($id: ID!){ resendConfirmationEmail(id: $id) }', { id: i.user }],
  ['mutation($id: ID!){ setUserDisabled(id: $id, disabled: true) { id } }', { id: i.user }],
  ['mutation($id: ID!){ sendUserPasswordReset(id: $id) }', { id: i.user }],
  ['mutation($i: AddManagerInput!){ addManager(input: $i) { id } }', { i: managerBody(i.depot) }],
  ['query($d: ID!){ managers(depotId: $d) { id } }', { d: i.depot }],
  ['query($d: ID!){ emailManagers(depotId: $d) { id } }', { d: i.depot }],
  ['mutation($id: ID!){ editManager(id: $id, input: { name: "N", email: "n@example.test", department: "D" }) { id } }', { id: i.manager }],
  ['mutation($id: ID!){ deleteManager(id: $id) }', { id: i.manager }],
  ['query($d: ID!){ badges(depotId: $d) { id } }', { d: i.depot }],
  ['query($d: ID!){ nextBadgeNumber(depotId: $d) }', { d: i.depot }],
  ['mutation($d: ID!){ addBadges(input: { depotId: $d, badgeNum: "SAME1" }) { id } }', { d: i.depot }],
  ['query($d: ID!){ badgeAssignee(depotId: $d, badgeNum: "1") { name } }', { d: i.depot }],
];

const missingIds = (): Ids => ({ tenant: missingId(), depot: missingId(), user: missingId(), manager: missingId() });

/** What tenant A holds, to prove the refused calls changed nothing. */
async function snapshot(tenantId: string) {
  const em = s.orm.em.fork();
  const tenant = await em.findOneOrFail(Tenant, tenantId, { filters: false });
  const users = await em.find(User, { tenant: tenantId }, { filters: false, orderBy: { id: 'asc' } });
  return {
    name: tenant.name,
    depots: (await em.find(Depot, { tenant: tenantId }, { filters: false, orderBy: { id: 'asc' } })).map((d) => [d.id, d.code, d.line1]),
    users: users.map((u) => [u.id, u.name, u.username, u.disabled, u.tokenVersion]),
    managers: (await em.find(Manager, { tenant: tenantId }, { filters: false, orderBy: { id: 'asc' } })).map((m) => [
      m.id,
      m.name,
      m.depot.id,
    ]),
    badges: await em.count(Badge, { tenant: tenantId }, { filters: false }),
  };
}

describe('a TenantAdmin of tenant B on the ids of tenant A', () => {
  it('gets, from every REST admin call, byte-for-byte the answer of a missing id, and changes nothing', async () => {
    const { a, tokenB } = await twoTenants(s);
    const m = await makeManager(s.orm, a.depot);
    const ids: Ids = { tenant: a.tenant.id, depot: a.depot.id, user: a.manager.id, manager: m.id };
    const before = await snapshot(a.tenant.id);
    const foreign = restCalls(ids);
    const missing = restCalls(missingIds());
    for (let k = 0; k < foreign.length; k++) {
      const [method, path, body] = foreign[k];
      const got = await rawRest(s, method, path, tokenB, body);
      const [mm, mp, mb] = missing[k];
      const want = await rawRest(s, mm, mp, tokenB, mb);
      expect({ call: `${method} ${path.split('/')[1]}`, status: got.status }).toEqual({
        call: `${method} ${path.split('/')[1]}`,
        status: 404,
      });
      expect(got).toEqual(want);
    }
    expect(await snapshot(a.tenant.id)).toEqual(before);
  });

  it('gets, from every GraphQL admin operation, byte-for-byte the answer of a missing id, and changes nothing', async () => {
    const { a, tokenB } = await twoTenants(s);
    const m = await makeManager(s.orm, a.depot);
    const ids: Ids = { tenant: a.tenant.id, depot: a.depot.id, user: a.manager.id, manager: m.id };
    const before = await snapshot(a.tenant.id);
    const foreign = gqlCalls(ids);
    const missing = gqlCalls(missingIds());
    for (let k = 0; k < foreign.length; k++) {
      const got = await rawGql(s, foreign[k][0], foreign[k][1], tokenB);
      const code = JSON.parse(got.text).errors?.[0]?.extensions?.code;
      expect({ op: foreign[k][0].slice(0, 60), code }).toEqual({ op: foreign[k][0].slice(0, 60), code: 'NOT_FOUND' });
      expect(got).toEqual(await rawGql(s, missing[k][0], missing[k][1], tokenB));
    }
    expect(await snapshot(a.tenant.id)).toEqual(before);
  });
});

describe('a DepotManager', () => {
  it('sees its own tenant details over GraphQL as over REST: its own depot only, no users', async () => {
    const { tenant, depot, manager } = await makeWorld(s.orm);
    await makeDepot(s.orm, tenant);
    const q = await gql(
      s.url,
      'query($id: ID!){ tenant(id: $id) { id numReps tenantRep { id } depots { id } } }',
      { id: tenant.id },
      tokenFor(s, manager),
    );
    expect(q.errors).toBeUndefined();
    expect(q.data.tenant).toEqual({ id: tenant.id, numReps: 0, tenantRep: [], depots: [{ id: depot.id }] });
  });

  it('gets 404, as for a missing id, for another depot of its own tenant (managers, badges)', async () => {
    const { tenant, manager } = await makeWorld(s.orm);
    const other = await makeDepot(s.orm, tenant);
    await makeBadges(s.orm, other, ['1']);
    await makeManager(s.orm, other);
    const token = tokenFor(s, manager);
    const depotCalls = (d: string): RestCall[] => [
      ['GET', `api/list-managers/${d}`],
      ['GET', `api/list-emailmanagers/${d}`],
      ['GET', `api/list-badges/${d}`],
      ['GET', `api/get-badge-number/${d}`],
      ['POST', 'api/add-badge-number', { depotId: d, badgeNum: '2' }],
      ['GET', `api/get-badge-assignee-details/${d}/1`],
    ];
    const missing = depotCalls(missingId());
    for (const [k, [method, path, body]] of depotCalls(other.id).entries()) {
      const got = await rawRest(s, method, path, token, body);
      expect({ path, status: got.status }).toEqual({ path, status: 404 });
      expect(got).toEqual(await rawRest(s, missing[k][0], missing[k][1], token, missing[k][2]));
    }
    for (const query of ['query($d: ID!){ managers(depotId: $d) { id } }', 'query($d: ID!){ badges(depotId: $d) { id } }']) {
      const got = await rawGql(s, query, { d: other.id }, token);
      expect(JSON.parse(got.text).errors[0].extensions.code).toBe('NOT_FOUND');
      expect(got).toEqual(await rawGql(s, query, { d: missingId() }, token));
    }
    expect(await s.orm.em.fork().count(Badge, { depot: other.id }, { filters: false })).toBe(1);
  });

  it('may not administer users, depots, managers or the tenant (403), even in its own tenant', async () => {
    const { tenant, depot, admin, manager } = await makeWorld(s.orm);
    const m = await makeManager(s.orm, depot);
    const token = tokenFor(s, manager);
    const ids: Ids = { tenant: tenant.id, depot: depot.id, user: admin.id, manager: m.id };
    const adminOnly = new Set([
      'edit-tenant-details',
      'add-depot',
      'update-depot-details',
      'register-user',
      'edit-representative',
      'remove-rep',
      'resend-confirmation-email',
      'disable-user',
      'enable-user',
      'send-password-reset',
      'add-manager-data',
      'edit-manager-details',
      'delete-manager-details',
    ]);
    for (const [method, path, body] of restCalls(ids).filter(([, p]) => adminOnly.has(p.split('/')[1]))) {
      expect({ path, status: (await rest(s.url, method, path, { token, body })).status }).toEqual({ path, status: 403 });
    }
  });
});

describe('a user of another role (from the role list)', () => {
  it('may not open tenant details (403 over REST and GraphQL) nor administer anything', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const m = await makeManager(s.orm, depot);
    const guard = await makeUser(s.orm, { tenant, depot, role: 'Security' });
    const token = tokenFor(s, guard);
    expect((await rest(s.url, 'GET', `api/find-tenant/${tenant.id}`, { token })).status).toBe(403);
    const q = await gql(s.url, 'query($id: ID!){ tenant(id: $id) { id } }', { id: tenant.id }, token);
    expect(q.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const ids: Ids = { tenant: tenant.id, depot: depot.id, user: admin.id, manager: m.id };
    const refused = new Set([
      'find-tenant',
      'edit-tenant-details',
      'add-depot',
      'update-depot-details',
      'register-user',
      'edit-representative',
      'remove-rep',
      'resend-confirmation-email',
      'disable-user',
      'enable-user',
      'send-password-reset',
      'add-manager-data',
      'edit-manager-details',
      'delete-manager-details',
    ]);
    for (const [method, path, body] of restCalls(ids).filter(([, p]) => refused.has(p.split('/')[1]))) {
      expect({ path, status: (await rest(s.url, method, path, { token, body })).status }).toEqual({ path, status: 403 });
    }
    for (const [query, variables] of gqlCalls(ids)
      .slice(0, 12)
      .filter(([qq]) => !qq.includes('depots('))) {
      expect({ query, code: (await gql(s.url, query, variables, token)).errors?.[0].extensions?.code }).toEqual({
        query,
        code: 'FORBIDDEN',
      });
    }
  });

  it('sees only its own depot, and another depot of its tenant answers like a missing one', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    const other = await makeDepot(s.orm, tenant);
    const guard = await makeUser(s.orm, { tenant, depot, role: 'Security' });
    const token = tokenFor(s, guard);
    expect((await rest(s.url, 'GET', `api/depots/${tenant.id}`, { token })).body.map((d: { id: string }) => d.id)).toEqual([depot.id]);
    const foreign = await rawRest(s, 'GET', `api/list-managers/${other.id}`, token);
    expect(foreign.status).toBe(404);
    expect(foreign).toEqual(await rawRest(s, 'GET', `api/list-managers/${missingId()}`, token));
  });
});

describe('malformed ids', () => {
  it('answer 400 naming the id on REST, NOT_FOUND or BAD_USER_INPUT on GraphQL (never 500) on every admin call, for SuperAdmin and TenantAdmin', async () => {
    const { admin } = await makeWorld(s.orm);
    const bad = 'not-a-uuid';
    const ids: Ids = { tenant: bad, depot: bad, user: bad, manager: bad };
    for (const token of [await superAdminToken(s), tokenFor(s, admin)]) {
      for (const [method, path, body] of restCalls(ids)) {
        const r = await rest(s.url, method, path, { token, body });
        expect({ path, status: r.status }).toEqual({ path, status: 400 });
        expect(r.body.message).toMatch(/is not a valid id$/);
      }
      for (const [query, variables] of gqlCalls(ids)) {
        const q = await gql(s.url, query, variables, token);
        // A malformed id in a typed command's input is BAD_USER_INPUT naming it; an ID argument still answers like a missing one.
        expect({ query, ok: ['NOT_FOUND', 'BAD_USER_INPUT'].includes(q.errors?.[0].extensions?.code ?? '') }).toEqual({ query, ok: true });
      }
    }
  });
});
