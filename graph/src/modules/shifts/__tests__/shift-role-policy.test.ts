import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeRole, makeShift, makeUser, makeWorld } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { RoleName } from '../../roles/role-name.entity';
import { Shift } from '../shift.entity';
import { tokenFor } from '../../tenants/__tests__/support';

/**
 * Who changes the tenant's shifts and role names (issue 23): SuperAdmin, TenantAdmin and DepotManager; a role from the
 * role list (spec 6: Manage Visits and Reports only) may list them but is refused every change, over REST and GraphQL,
 * with nothing written.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

describe('shifts and role names: who may change them', () => {
  it('a custom role lists them but every add, edit and remove is a 403 that changes nothing; a DepotManager may', async () => {
    const { tenant, depot, manager } = await makeWorld(s.orm);
    const gate = await makeUser(s.orm, { tenant, depot, role: 'Gate Staff' });
    const token = tokenFor(s, gate);
    const shift = await makeShift(s.orm, tenant, '06:00', '14:00', 'Early');
    const role = await makeRole(s.orm, tenant, 'Forklift Driver');

    expect((await rest(s.url, 'GET', 'api/list-shifts', { token })).body).toHaveLength(1);
    expect((await rest(s.url, 'GET', 'api/list-role', { token })).status).toBe(200);

    const refused = [
      await rest(s.url, 'POST', 'api/add-shift', { token, body: { ShiftName: 'Late', StartTime: '14:00', EndTime: '22:00' } }),
      await rest(s.url, 'PUT', `api/edit-shift/${shift.id}`, { token, body: { Id: shift.id, StartTime: '07:00', EndTime: '15:00' } }),
      await rest(s.url, 'DELETE', `api/delete-shift/${shift.id}`, { token }),
      await rest(s.url, 'POST', 'api/add-role', { token, body: { RoleName: 'Gate Staff' } }),
      await rest(s.url, 'PUT', `api/edit-role/${role.id}`, { token, body: { Id: role.id, RoleName: 'Boss' } }),
      await rest(s.url, 'DELETE', `api/delete-role/${role.id}`, { token }),
    ];
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(Array(6).fill([403, Messages.forbidden]));
    const gqlRefused = [
      await gql(s.url, 'mutation($i: ShiftInput!){ addShift(input: $i) { id } }', { i: { startTime: '14:00', endTime: '22:00' } }, token),
      await gql(
        s.url,
        'mutation($id: ID!, $i: ShiftInput!){ editShift(id: $id, input: $i) { id } }',
        { id: shift.id, i: { startTime: '07:00', endTime: '15:00' } },
        token,
      ),
      await gql(s.url, 'mutation($id: ID!){ deleteShift(id: $id) }', { id: shift.id }, token),
      await gql(s.url, 'mutation($i: RoleInput!){ addRole(input: $i) { id } }', { i: { roleName: 'Gate Staff' } }, token),
      await gql(s.url, 'mutation($id: ID!){ deleteRole(id: $id) }', { id: role.id }, token),
    ];
    expect(gqlRefused.map((r) => r.errors?.[0]?.extensions?.code)).toEqual(Array(5).fill('FORBIDDEN'));

    const em = s.orm.em.fork();
    expect(await em.find(Shift, { tenant: tenant.id }, { filters: false })).toMatchObject([{ startTime: '06:00', endTime: '14:00' }]);
    expect(await em.find(RoleName, { tenant: tenant.id }, { filters: false })).toMatchObject([{ roleName: 'Forklift Driver' }]);

    // The depot's manager may.
    const mine = tokenFor(s, manager);
    const added = await rest(s.url, 'POST', 'api/add-shift', { token: mine, body: { StartTime: '14:00', EndTime: '22:00' } });
    expect(added.status).toBe(201);
    expect((await rest(s.url, 'DELETE', `api/delete-role/${role.id}`, { token: mine })).status).toBe(200);
  });
});
