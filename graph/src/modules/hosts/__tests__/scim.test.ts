// Issue 39, SCIM 2.0 (/scim/v2): the requests Microsoft Entra ID and Okta send (fixtures/, recorded from their
// documentation) create, update, deactivate, filter and group users of the people directory; a group named like a role
// makes its members staff users; a deactivated user can no longer sign in; another tenant's token sees nothing of this
// one; bad filters and PATCH bodies answer SCIM's 4xx errors and change nothing; two creates of one userName: one winner.
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeUser, makeWorld, TEST_PASSWORD, uniq } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';
import {
  entraAddMember,
  entraCreateGroup,
  entraCreateUser,
  entraDisableUser,
  entraFilterByUserName,
  entraRemoveMember,
  entraUpdateMultiValued,
} from './fixtures/entra';
import {
  oktaAddMember,
  oktaCreateGroup,
  oktaCreateUser,
  oktaDeactivate,
  oktaRemoveMember,
  oktaRenameGroup,
  oktaReplaceUser,
  oktaRetrieveQuery,
} from './fixtures/okta';

const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s?.close();
});

const sql = async <T>(q: string, params: unknown[] = []): Promise<T[]> => (await s.orm.em.fork().getConnection().execute(q, params)) as T[];

/** A tenant and an API key of it with the SCIM scope. */
async function tenantWithKey(scopes = ['SCIM']) {
  const w = await makeWorld(s.orm);
  const r = await gql(
    s.url,
    'mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret } }',
    { i: { name: uniq('idp '), scopes } },
    tokenFor(s, w.admin),
  );
  expect(r.errors).toBeUndefined();
  return { ...w, key: r.data.createApiKey.secret as string };
}

const scim = (method: string, path: string, key: string | undefined, body?: unknown) =>
  rest(s.url, method, `scim/v2/${path}`, {
    token: key,
    ...(body !== undefined ? { rawBody: JSON.stringify(body), headers: { 'content-type': 'application/scim+json' } } : {}),
  });

/** Entra's recorded user, made unique for this run (its userName and e-mail). */
const entraUser = () => {
  const n = uniq();
  return {
    ...entraCreateUser,
    userName: `Test_User_${n}`,
    emails: [{ primary: true, type: 'work', value: `test_user_${n}@testuser.com` }],
  };
};

describe('SCIM 2.0 (issue 39)', () => {
  it('Entra ID: create, get by filter, update (multi-valued), disable; the host follows and the list pages', async () => {
    const t = await tenantWithKey();
    const body = entraUser();
    const created = await scim('POST', 'Users', t.key, body);
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toContain('application/scim+json');
    expect(created.body).toMatchObject({ userName: body.userName, active: true, externalId: entraCreateUser.externalId });
    const id = created.body.id as string;
    const [host] = await sql<{ name: string; email: string; source: string; tenant_id: string }>(`select * from "host" where "id" = ?`, [
      id,
    ]);
    expect(host).toMatchObject({ name: 'givenName familyName', email: body.emails[0].value, source: 'SCIM', tenant_id: t.tenant.id });

    const found = await scim('GET', `Users?filter=${encodeURIComponent(entraFilterByUserName(body.userName.toUpperCase()))}`, t.key);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 1 });
    expect(found.body.Resources[0].id).toBe(id);
    const none = await scim('GET', `Users?filter=${encodeURIComponent('userName eq "non-existent user"')}`, t.key);
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });
    const byExternal = await scim('GET', `Users?filter=${encodeURIComponent(`externalId eq "${entraCreateUser.externalId}"`)}`, t.key);
    expect(byExternal.body.totalResults).toBe(1);

    const updated = await scim('PATCH', `Users/${id}`, t.key, entraUpdateMultiValued);
    expect(updated.status).toBe(200);
    expect(updated.body.emails[0].value).toBe('updatedemail@microsoft.com');
    const [after] = await sql<{ name: string; email: string }>(`select "name", "email" from "host" where "id" = ?`, [id]);
    expect(after).toEqual({ name: 'givenName updatedFamilyName', email: 'updatedemail@microsoft.com' });

    const disabled = await scim('PATCH', `Users/${id}`, t.key, entraDisableUser);
    expect(disabled.status).toBe(200);
    expect(disabled.body.active).toBe(false);
    expect((await sql<{ active: boolean }>(`select "active" from "host" where "id" = ?`, [id]))[0].active).toBe(false);

    // Paging: three more users, two a page.
    for (let i = 0; i < 3; i++) expect((await scim('POST', 'Users', t.key, entraUser())).status).toBe(201);
    const page2 = await scim('GET', 'Users?startIndex=3&count=2', t.key);
    expect(page2.body).toMatchObject({ totalResults: 4, startIndex: 3, itemsPerPage: 2 });
    expect(page2.body.Resources).toHaveLength(2);
    expect((await scim('GET', 'ServiceProviderConfig', t.key)).body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
    });
    expect((await scim('GET', 'ResourceTypes', t.key)).body.Resources.map((r: { id: string }) => r.id).sort()).toEqual(['Group', 'User']);
    expect((await scim('GET', 'Schemas', t.key)).body.totalResults).toBeGreaterThanOrEqual(3);
  });

  it('Okta: create, retrieve by filter with paging, replace (PUT), deactivate (PATCH); deleting removes the host', async () => {
    const t = await tenantWithKey();
    const created = await scim('POST', 'Users', t.key, oktaCreateUser);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const list = await scim('GET', `Users?${oktaRetrieveQuery}`, t.key);
    expect(list.body).toMatchObject({ totalResults: 1, startIndex: 1 });
    const replaced = await scim('PUT', `Users/${id}`, t.key, oktaReplaceUser(id));
    expect(replaced.status).toBe(200);
    expect(replaced.body.name).toMatchObject({ givenName: 'Another', familyName: 'User' });
    expect((await sql<{ language: string }>(`select "language" from "host" where "id" = ?`, [id]))[0].language).toBe('en');
    const off = await scim('PATCH', `Users/${id}`, t.key, oktaDeactivate);
    expect(off.body.active).toBe(false);
    expect((await scim('DELETE', `Users/${id}`, t.key)).status).toBe(204);
    expect((await scim('GET', `Users/${id}`, t.key)).status).toBe(404);
  });

  it('groups: a group named like a role makes its members staff users with that role (Entra and Okta shapes); deactivated, they cannot sign in', async () => {
    const t = await tenantWithKey();
    const user = entraUser();
    const id = (await scim('POST', 'Users', t.key, user)).body.id as string;
    // Entra's group, named after a role.
    const g = await scim('POST', 'Groups', t.key, { ...entraCreateGroup, displayName: 'DepotManager' });
    expect(g.status).toBe(201);
    const add = await scim('PATCH', `Groups/${g.body.id}`, t.key, entraAddMember(id));
    expect(add.status).toBe(200);
    expect(add.body.members).toEqual([expect.objectContaining({ value: id })]);
    const [staff] = await sql<{ id: string; role: string; username: string; disabled: boolean; tenant_id: string; depot_id: string }>(
      `select u.* from "app_user" u join "host" h on h."user_id" = u."id" where h."id" = ?`,
      [id],
    );
    expect(staff).toMatchObject({
      role: 'DepotManager',
      username: user.userName,
      disabled: false,
      tenant_id: t.tenant.id,
      depot_id: t.depot.id,
    });
    // The group filter Entra sends.
    const byName = await scim(
      'GET',
      `Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "depotmanager"')}`,
      t.key,
    );
    expect(byName.body.totalResults).toBe(1);
    // Removed (Entra's value-list form), then Okta's group: renamed to TenantAdmin and the member added and removed.
    expect((await scim('PATCH', `Groups/${g.body.id}`, t.key, entraRemoveMember(id))).body.members ?? []).toEqual([]);
    const og = await scim('POST', 'Groups', t.key, oktaCreateGroup);
    expect((await scim('PATCH', `Groups/${og.body.id}`, t.key, oktaRenameGroup(og.body.id, 'TenantAdmin'))).body.displayName).toBe(
      'TenantAdmin',
    );
    expect((await scim('PATCH', `Groups/${og.body.id}`, t.key, oktaAddMember(id))).status).toBe(200);
    expect((await sql<{ role: string }>(`select "role" from "app_user" where "id" = ?`, [staff.id]))[0].role).toBe('TenantAdmin');
    expect((await scim('PATCH', `Groups/${og.body.id}`, t.key, oktaRemoveMember(id))).status).toBe(200);

    // The staff user signs in (a password set by a reset, say), then the IdP deactivates them: refused, token dead.
    const staffUser = await makeUser(s.orm, { tenant: t.tenant, depot: t.depot, role: 'DepotManager' });
    const linked = (await scim('POST', 'Users', t.key, { ...entraUser(), userName: staffUser.username })).body.id as string;
    const login = await rest(s.url, 'POST', 'api/login', { body: { username: staffUser.username, password: TEST_PASSWORD } });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    expect((await scim('PATCH', `Users/${linked}`, t.key, entraDisableUser)).status).toBe(200);
    const again = await rest(s.url, 'POST', 'api/login', { body: { username: staffUser.username, password: TEST_PASSWORD } });
    expect(again.status).toBe(401);
    const me = await gql(s.url, '{ me { id } }', {}, token);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("another tenant's token sees and changes nothing of this tenant; no key, a staff token or a key without the scope: refused", async () => {
    const a = await tenantWithKey();
    const b = await tenantWithKey();
    const id = (await scim('POST', 'Users', a.key, entraUser())).body.id as string;
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', entraDisableUser],
      ['PUT', oktaReplaceUser(id)],
      ['DELETE', undefined],
    ] as const) {
      const r = await scim(method, `Users/${id}`, b.key, body);
      expect([method, r.status, r.body.schemas]).toEqual([method, 404, [ERROR]]);
    }
    expect((await scim('GET', 'Users', b.key)).body.totalResults).toBe(0);
    expect((await sql<{ active: boolean; name: string }>(`select "active", "name" from "host" where "id" = ?`, [id]))[0]).toEqual({
      active: true,
      name: 'givenName familyName',
    });
    const none = await scim('GET', 'Users', undefined);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ schemas: [ERROR], status: '401' });
    expect((await scim('GET', 'Users', 'drk_not-a-key')).status).toBe(401);
    expect((await scim('GET', 'Users', tokenFor(s, a.admin))).status).toBe(401);
    const other = await tenantWithKey(['READ_REPORTS']);
    expect((await scim('GET', 'Users', other.key)).status).toBe(403);
  });

  it('bad filters and PATCH bodies: 400 in SCIM error format, nothing written; a duplicate userName: 409 uniqueness; concurrent creates: one winner', async () => {
    const t = await tenantWithKey();
    const id = (await scim('POST', 'Users', t.key, entraUser())).body.id as string;
    for (const filter of ['userName eq', 'userName zz "x"', 'userName eq "a" and', '(userName eq "a"']) {
      const r = await scim('GET', `Users?filter=${encodeURIComponent(filter)}`, t.key);
      expect([filter, r.status, r.body.schemas, r.body.scimType]).toEqual([filter, 400, [ERROR], 'invalidFilter']);
    }
    const before = await sql(`select * from "host" where "id" = ?`, [id]);
    for (const body of [
      { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'bogus', path: 'active', value: false }] },
      { Operations: [{ op: 'replace', path: 'active', value: false }] },
      { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', path: 'active', value: 'maybe' }] },
      {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [
          { op: 'replace', path: 'active', value: false },
          { op: 'add', path: 'phoneNumbers', value: [{ type: 'mobile', value: '0851234567' }] },
        ],
      },
    ]) {
      const r = await scim('PATCH', `Users/${id}`, t.key, body);
      expect([r.status, r.body.schemas]).toEqual([400, [ERROR]]);
    }
    const broken = await rest(s.url, 'POST', 'scim/v2/Users', {
      token: t.key,
      rawBody: '{"userName": ',
      headers: { 'content-type': 'application/scim+json' },
    });
    expect([broken.status, broken.body.schemas]).toEqual([400, [ERROR]]);
    expect(await sql(`select * from "host" where "id" = ?`, [id])).toEqual(before);
    const noEmail = await scim('POST', 'Users', t.key, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'not-an-email',
    });
    expect(noEmail.status).toBe(400);

    const dup = entraUser();
    const results = await Promise.all([1, 2, 3].map(() => scim('POST', 'Users', t.key, dup)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body).toMatchObject({ schemas: [ERROR], status: '409', scimType: 'uniqueness' });
    expect(
      (await sql(`select 1 from "host" where "tenant_id" = ? and lower("user_name") = lower(?)`, [t.tenant.id, dup.userName])).length,
    ).toBe(1);
  });
});
