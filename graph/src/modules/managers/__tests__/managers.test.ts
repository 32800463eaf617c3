import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeManager, makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { Manager } from '../../depots/manager.entity';
import { missingId, rawGql, rawRest, tokenFor, twoTenants } from '../../tenants/__tests__/support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const person = (over: Record<string, unknown> = {}) => {
  const email = `${uniq('mgr')}@example.test`;
  return { name: 'Mary Byrne', email, repeatEmail: email, department: 'Operations', ...over };
};
const MANAGER_FIELDS = 'id name email department depotId tenantId receiveEmailFlag';

describe('managers through REST', () => {
  it('adds (receiveEmailFlag defaults to true), lists, lists e-mail managers, edits and deletes', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const body = person();
    const added = await rest(s.url, 'POST', 'api/add-manager-data', { token, body: { ...body, depotId: depot.id } });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(String),
      name: body.name,
      email: body.email,
      department: body.department,
      depotId: depot.id,
      tenantId: tenant.id,
      receiveEmailFlag: true,
    });

    const quiet = await rest(s.url, 'POST', 'api/add-manager-data', {
      token,
      body: { ...person({ name: 'Quiet One' }), depotId: depot.id, receiveEmailFlag: false },
    });
    expect(quiet.status).toBe(201);
    expect(quiet.body.receiveEmailFlag).toBe(false);

    const list = await rest(s.url, 'GET', `api/list-managers/${depot.id}`, { token });
    expect(list.status).toBe(200);
    expect(list.body.map((m: { id: string }) => m.id).sort()).toEqual([added.body.id, quiet.body.id].sort());
    const emailList = await rest(s.url, 'GET', `api/list-emailmanagers/${depot.id}`, { token });
    expect(emailList.body.map((m: { id: string }) => m.id)).toEqual([added.body.id]);

    const edited = await rest(s.url, 'PUT', `api/edit-manager-details/${added.body.id}`, {
      token,
      body: { name: 'Mary B', email: 'MARY@example.test', department: 'Security', receiveEmailFlag: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: added.body.id,
      name: 'Mary B',
      email: 'mary@example.test',
      department: 'Security',
      receiveEmailFlag: false,
    });
    expect((await rest(s.url, 'GET', `api/list-emailmanagers/${depot.id}`, { token })).body).toEqual([]);

    const removed = await rest(s.url, 'DELETE', `api/delete-manager-details/${added.body.id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true, message: Messages.managerDeleted });
    expect(await s.orm.em.fork().count(Manager, { id: added.body.id })).toBe(0);
    const again = await rest(s.url, 'DELETE', `api/delete-manager-details/${added.body.id}`, { token });
    expect(again.status).toBe(404);
  });
});

describe('managers through GraphQL', () => {
  it('addManager, managers, emailManagers, editManager and deleteManager call the same rules', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const add = await gql(
      s.url,
      `mutation($i: AddManagerInput!){ addManager(input: $i) { ${MANAGER_FIELDS} } }`,
      { i: { ...person(), depotId: depot.id } },
      token,
    );
    expect(add.errors).toBeUndefined();
    const id = add.data.addManager.id;
    expect(add.data.addManager.receiveEmailFlag).toBe(true);
    const list = await gql(
      s.url,
      `query($d: ID!){ managers(depotId: $d) { ${MANAGER_FIELDS} } emailManagers(depotId: $d) { id } }`,
      { d: depot.id },
      token,
    );
    expect(list.data.managers).toEqual([add.data.addManager]);
    expect(list.data.emailManagers).toEqual([{ id }]);
    const rows = await rest(s.url, 'GET', `api/list-managers/${depot.id}`, { token });
    expect(rows.body).toEqual(list.data.managers);
    const edit = await gql(
      s.url,
      `mutation($id: ID!, $i: EditManagerInput!){ editManager(id: $id, input: $i) { name receiveEmailFlag } }`,
      { id, i: { name: 'New Name', email: 'new@example.test', department: 'HR', receiveEmailFlag: false } },
      token,
    );
    expect(edit.data.editManager).toEqual({ name: 'New Name', receiveEmailFlag: false });
    const del = await gql(s.url, `mutation($id: ID!){ deleteManager(id: $id) }`, { id }, token);
    expect(del.data.deleteManager).toBe(true);
  });

  it('answers Emails do not match over GraphQL', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const q = await gql(
      s.url,
      `mutation($i: AddManagerInput!){ addManager(input: $i) { id } }`,
      { i: { ...person(), repeatEmail: 'other@example.test', depotId: depot.id } },
      tokenFor(s, admin),
    );
    expect(q.errors?.[0]).toMatchObject({ message: Messages.emailsDoNotMatch, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('bad input', () => {
  it('answers 400 with field messages for a bad body and for a non-uuid id, 404 for an unknown depot, 403 to a DepotManager', async () => {
    const { depot, admin, manager } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const add = await rest(s.url, 'POST', 'api/add-manager-data', { token, body: {} });
    expect(add.status).toBe(400);
    expect(add.body.errors).toMatchObject({ name: ['Name is required'], depotId: ['Location is required'] });
    const mismatch = await rest(s.url, 'POST', 'api/add-manager-data', {
      token,
      body: { ...person(), repeatEmail: 'someone-else@example.test', depotId: depot.id },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(Messages.emailsDoNotMatch);
    expect(mismatch.body.errors.repeatEmail).toEqual([Messages.emailsDoNotMatch]);
    const refused = tokenFor(s, manager);
    expect((await rest(s.url, 'POST', 'api/add-manager-data', { token: refused, body: { ...person(), depotId: depot.id } })).status).toBe(
      403,
    );
    const q = await gql(
      s.url,
      `mutation($i: AddManagerInput!){ addManager(input: $i) { id } }`,
      { i: { ...person(), depotId: depot.id } },
      refused,
    );
    expect(q.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await rest(s.url, 'GET', 'api/list-managers/42', { token })).status).toBe(400);
    expect((await rest(s.url, 'PUT', 'api/edit-manager-details/42', { token, body: person() })).status).toBe(400);
    expect((await rest(s.url, 'DELETE', 'api/delete-manager-details/42', { token })).status).toBe(400);
    expect((await rest(s.url, 'GET', `api/list-managers/${missingId()}`, { token })).status).toBe(404);
    const gqlNonUuid = await gql(s.url, `{ managers(depotId: "x") { id } }`, {}, token);
    expect(gqlNonUuid.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('isolation: a TenantAdmin of tenant B and the managers of tenant A', () => {
  it('gets byte-for-byte the answer of a missing id from REST, and changes nothing', async () => {
    const { a, tokenB } = await twoTenants(s);
    const m = await makeManager(s.orm, a.depot);
    const body = person();
    for (const list of ['api/list-managers', 'api/list-emailmanagers']) {
      const foreign = await rawRest(s, 'GET', `${list}/${a.depot.id}`, tokenB);
      expect(foreign.status).toBe(404);
      expect(foreign).toEqual(await rawRest(s, 'GET', `${list}/${missingId()}`, tokenB));
    }
    const addForeign = await rawRest(s, 'POST', 'api/add-manager-data', tokenB, { ...body, depotId: a.depot.id });
    expect(addForeign.status).toBe(404);
    expect(addForeign).toEqual(await rawRest(s, 'POST', 'api/add-manager-data', tokenB, { ...body, depotId: missingId() }));
    const editForeign = await rawRest(s, 'PUT', `api/edit-manager-details/${m.id}`, tokenB, body);
    expect(editForeign.status).toBe(404);
    expect(editForeign).toEqual(await rawRest(s, 'PUT', `api/edit-manager-details/${missingId()}`, tokenB, body));
    const deleteForeign = await rawRest(s, 'DELETE', `api/delete-manager-details/${m.id}`, tokenB);
    expect(deleteForeign.status).toBe(404);
    expect(deleteForeign).toEqual(await rawRest(s, 'DELETE', `api/delete-manager-details/${missingId()}`, tokenB));
    const saved = await s.orm.em.fork().findOneOrFail(Manager, m.id);
    expect(saved.name).toBe(m.name);
  });

  it('gets byte-for-byte the answer of a missing id from GraphQL', async () => {
    const { a, tokenB } = await twoTenants(s);
    const m = await makeManager(s.orm, a.depot);
    const list = `query($d: ID!){ managers(depotId: $d) { id } }`;
    const foreignList = await rawGql(s, list, { d: a.depot.id }, tokenB);
    expect(JSON.parse(foreignList.text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(foreignList).toEqual(await rawGql(s, list, { d: missingId() }, tokenB));
    const edit = `mutation($id: ID!, $i: EditManagerInput!){ editManager(id: $id, input: $i) { id } }`;
    const i = { name: 'X', email: 'x@example.test', department: 'Y' };
    const foreignEdit = await rawGql(s, edit, { id: m.id, i }, tokenB);
    expect(JSON.parse(foreignEdit.text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(foreignEdit).toEqual(await rawGql(s, edit, { id: missingId(), i }, tokenB));
    const del = `mutation($id: ID!){ deleteManager(id: $id) }`;
    const foreignDelete = await rawGql(s, del, { id: m.id }, tokenB);
    expect(JSON.parse(foreignDelete.text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(foreignDelete).toEqual(await rawGql(s, del, { id: missingId() }, tokenB));
    expect(await s.orm.em.fork().count(Manager, { id: m.id })).toBe(1);
  });
});
