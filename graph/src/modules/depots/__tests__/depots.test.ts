import { request } from 'node:http';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeDepot, makeManager, makeTenant, makeUser, makeWorld, uniq } from '../../../test/factories';
import { Depot } from '../depot.entity';
import { missingId, rawGql, rawRest, tokenFor, twoTenants } from '../../tenants/__tests__/support';
import { depotAddress as address } from './support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const DEPOT_FIELDS =
  'id code tenantId tenantName timeZone key value text kioskUrl partnerKioskUrl kioskCertificateUrl address { line1 line2 county eirCode } managers { id name email }';

describe('GET api/depots/{tenantId}', () => {
  it('lists the tenant depots with their dropdown fields, address and managers', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const other = await makeDepot(s.orm, tenant, { code: 'ZZ' + uniq().slice(0, 4) });
    const m = await makeManager(s.orm, depot);
    const r = await rest(s.url, 'GET', `api/depots/${tenant.id}`, { token: tokenFor(s, admin) });
    expect(r.status).toBe(200);
    expect(r.body.map((d: { id: string }) => d.id).sort()).toEqual([depot.id, other.id].sort());
    const row = r.body.find((d: { id: string }) => d.id === depot.id);
    expect(row).toEqual({
      id: depot.id,
      code: depot.code,
      tenantId: tenant.id,
      tenantName: tenant.name,
      timeZone: 'Europe/Dublin',
      address: { line1: depot.line1, line2: depot.line2, county: depot.county, eirCode: depot.eirCode },
      managers: [expect.objectContaining({ id: m.id, name: m.name, email: m.email, depotId: depot.id, receiveEmailFlag: true })],
      key: depot.id,
      value: depot.id,
      text: `${depot.code} - ${depot.line1}`,
      kioskUrl: `${s.config.publicUrl}/${encodeURIComponent(tenant.name)}/${encodeURIComponent(depot.code)}`,
      partnerKioskUrl: `${s.config.publicUrl}/partner/${encodeURIComponent(tenant.name)}/${encodeURIComponent(depot.code)}`,
      // no https listener of the server's own here (HTTPS_PORT unset): no certificate to install (issue 36)
      kioskCertificateUrl: null,
    });
  });

  it('gives each depot its visitor and partner kiosk links from PUBLIC_URL, encoded, over REST and GraphQL', async () => {
    const tenant = await makeTenant(s.orm, { name: uniq('Ó Briain & Sons/') });
    const depot = await makeDepot(s.orm, tenant, { code: 'A B#' + uniq().slice(0, 3) });
    const admin = await makeUser(s.orm, { tenant, depot, role: 'TenantAdmin' });
    const token = tokenFor(s, admin);
    const path = `/${encodeURIComponent(tenant.name)}/${encodeURIComponent(depot.code)}`;
    expect(path).not.toMatch(/[ &#Ó]/);
    const urls = { kioskUrl: `${s.config.publicUrl}${path}`, partnerKioskUrl: `${s.config.publicUrl}/partner${path}` };
    const r = await rest(s.url, 'GET', `api/depots/${tenant.id}`, { token });
    expect(r.body).toEqual([expect.objectContaining({ id: depot.id, ...urls })]);
    const q = await gql(s.url, 'query($t: ID){ depots(tenantId: $t) { id kioskUrl partnerKioskUrl } }', { t: tenant.id }, token);
    expect(q.data.depots).toEqual([{ id: depot.id, ...urls }]);
    const details = await rest(s.url, 'GET', `api/find-tenant/${tenant.id}`, { token });
    expect(details.body.depots).toEqual([expect.objectContaining(urls)]);
    const added = await rest(s.url, 'POST', 'api/add-depot', { token, body: address({ code: 'NEW 1' }) });
    expect(added.body.kioskUrl).toBe(`${s.config.publicUrl}/${encodeURIComponent(tenant.name)}/NEW%201`);
    const updated = await rest(s.url, 'PUT', `api/update-depot-details/${depot.id}`, { token, body: address({ code: 'MOVED' }) });
    expect(updated.body.partnerKioskUrl).toBe(`${s.config.publicUrl}/partner/${encodeURIComponent(tenant.name)}/MOVED`);
    // The link opens the kiosk: the public lookup takes the decoded names back.
    const found = await rest(s.url, 'GET', `api/find-depot/${encodeURIComponent(tenant.name)}/MOVED`);
    expect(found.body.id).toBe(depot.id);
  });

  it('without PUBLIC_URL builds the kiosk links from the address staff are using; with it, always from PUBLIC_URL (issue 27)', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const path = `/${encodeURIComponent(tenant.name)}/${encodeURIComponent(depot.code)}`;
    // node:http, as fetch() does not send a Host of its own choosing
    const call = (method: string, url: string, host: string, body?: unknown) =>
      new Promise<unknown>((resolve, reject) => {
        const data = body === undefined ? undefined : JSON.stringify(body);
        const req = request(
          `${s.url}${url}`,
          {
            method,
            headers: { host, authorization: `Bearer ${token}`, ...(data ? { 'content-type': 'application/json' } : {}) },
          },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () => resolve(JSON.parse(text)));
          },
        );
        req.on('error', reject);
        req.end(data);
      });
    type Links = { kioskUrl: string; partnerKioskUrl: string };
    const linksVia = async (host: string) => {
      const [row] = (await call('GET', `/api/depots/${tenant.id}`, host)) as Links[];
      const q = (await call('POST', '/graphql', host, {
        query: 'query($t: ID){ depots(tenantId: $t) { kioskUrl partnerKioskUrl } }',
        variables: { t: tenant.id },
      })) as { data: { depots: Links[] } };
      expect(q.data.depots[0]).toEqual({ kioskUrl: row!.kioskUrl, partnerKioskUrl: row!.partnerKioskUrl });
      return row!;
    };
    expect(s.config.publicUrlSet).toBe(false);
    expect(await linksVia('192.168.1.20:4000')).toMatchObject({
      kioskUrl: `http://192.168.1.20:4000${path}`,
      partnerKioskUrl: `http://192.168.1.20:4000/partner${path}`,
    });
    expect((await linksVia('depot-register.lan')).kioskUrl).toBe(`http://depot-register.lan${path}`);
    // A Host that is not a plain host name is not made into a link: the configured address instead.
    expect((await linksVia('evil.example/<x>')).kioskUrl).toBe(`${s.config.publicUrl}${path}`);
    s.config.publicUrlSet = true;
    try {
      expect((await linksVia('192.168.1.20:4000')).kioskUrl).toBe(`${s.config.publicUrl}${path}`);
    } finally {
      s.config.publicUrlSet = false;
    }
  });

  it('needs a login, and answers 400 naming the field for a non-uuid tenant id (the rules: depots.service.test.ts)', async () => {
    const { tenant, admin } = await makeWorld(s.orm);
    expect((await rest(s.url, 'GET', `api/depots/${tenant.id}`)).status).toBe(401);
    const bad = await rest(s.url, 'GET', 'api/depots/not-a-uuid', { token: tokenFor(s, admin) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('tenantId is not a valid id');
  });

  it('GraphQL depots(tenantId) answers the same rows', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const q = await gql(s.url, `query($t: ID){ depots(tenantId: $t) { ${DEPOT_FIELDS} } }`, { t: tenant.id }, tokenFor(s, admin));
    expect(q.errors).toBeUndefined();
    const r = await rest(s.url, 'GET', `api/depots/${tenant.id}`, { token: tokenFor(s, admin) });
    expect(q.data.depots).toEqual(r.body.map((d: Record<string, unknown>) => ({ ...d, managers: [] })));
    expect(q.data.depots[0]).toMatchObject({ id: depot.id, text: `${depot.code} - ${depot.line1}` });
  });
});

describe('POST api/add-depot', () => {
  it('adds a location to the TenantAdmin tenant (201), over GraphQL too; a DepotManager gets 403 and FORBIDDEN', async () => {
    const { tenant, admin, manager } = await makeWorld(s.orm);
    const body = address({ timeZone: 'Europe/London' });
    const r = await rest(s.url, 'POST', 'api/add-depot', { token: tokenFor(s, admin), body });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      code: body.code,
      tenantId: tenant.id,
      timeZone: 'Europe/London',
      managers: [],
      address: { line1: body.line1, eirCode: body.eirCode },
    });
    const saved = await s.orm.em.fork().findOneOrFail(Depot, r.body.id);
    expect(saved.tenant.id).toBe(tenant.id);
    const mutation = `mutation($i: AddDepotInput!){ addDepot(input: $i) { id code tenantId timeZone } }`;
    const q = await gql(s.url, mutation, { i: address({ code: 'GQL' + uniq().slice(0, 4) }) }, tokenFor(s, admin));
    expect(q.errors).toBeUndefined();
    expect(q.data.addDepot).toMatchObject({ tenantId: tenant.id, timeZone: 'Europe/Dublin' });
    const refused = tokenFor(s, manager);
    expect((await rest(s.url, 'POST', 'api/add-depot', { token: refused, body: address() })).status).toBe(403);
    const no = await gql(s.url, mutation, { i: address() }, refused);
    expect(no.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('answers 400 with the field messages for a bad body, and GraphQL refuses a wrong type', async () => {
    const { admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const r = await rest(s.url, 'POST', 'api/add-depot', { token, body: {} });
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({ code: ['Code is required'], line1: ['Line 1 is required'] });
    const wrong = await rest(s.url, 'POST', 'api/add-depot', { token, body: address({ line1: { x: 1 } }) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.line1).toEqual(['Line 1 must be text']);
    const array = await rest(s.url, 'POST', 'api/add-depot', { token, body: [address()] });
    expect(array.status).toBe(400);
    const gqlWrong = await gql(
      s.url,
      `mutation { addDepot(input: { code: 5, line1: "a", line2: "b", county: "c", eirCode: "d" }) { id } }`,
      {},
      token,
    );
    expect(gqlWrong.status).toBe(400);
    expect(gqlWrong.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('PUT api/update-depot-details/{id}', () => {
  it('updates the address and the time zone', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const body = address({ code: depot.code, line1: '9 New Street', timeZone: 'America/New_York' });
    const r = await rest(s.url, 'PUT', `api/update-depot-details/${depot.id}`, { token: tokenFor(s, admin), body });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: depot.id,
      timeZone: 'America/New_York',
      address: { line1: '9 New Street' },
      text: `${depot.code} - 9 New Street`,
    });
    const saved = await s.orm.em.fork().findOneOrFail(Depot, depot.id);
    expect(saved.line1).toBe('9 New Street');
  });

  it('GraphQL updateDepot calls the same rule (required fields, 409 on a taken code)', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const other = await makeDepot(s.orm, tenant);
    const token = tokenFor(s, admin);
    const mutation = `mutation($id: ID!, $i: DepotInput!){ updateDepot(id: $id, input: $i) { id code address { county } } }`;
    const ok = await gql(s.url, mutation, { id: depot.id, i: address({ county: 'Cork' }) }, token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateDepot.address.county).toBe('Cork');
    const taken = await gql(s.url, mutation, { id: depot.id, i: address({ code: other.code }) }, token);
    expect(taken.errors?.[0].extensions?.code).toBe('CONFLICT');
    const blank = await gql(s.url, mutation, { id: depot.id, i: address({ line2: '  ' }) }, token);
    expect(blank.errors?.[0]).toMatchObject({ message: 'Line 2 is required', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers 400 naming the field for a non-uuid id', async () => {
    const { admin } = await makeWorld(s.orm);
    const r = await rest(s.url, 'PUT', 'api/update-depot-details/123', { token: tokenFor(s, admin), body: address() });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('id is not a valid id');
  });
});

describe('kiosk: find-depot and depot-login (public)', () => {
  it('finds a depot by tenant name and code in any case, with the kiosk settings and nothing personal', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    await makeManager(s.orm, depot, { email: 'private-person@example.test' });
    const r = await rest(s.url, 'GET', `api/find-depot/${encodeURIComponent(tenant.name.toUpperCase())}/${depot.code.toLowerCase()}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: depot.id,
      code: depot.code,
      tenantName: tenant.name,
      timeZone: 'Europe/Dublin',
      tempMin: 35,
      tempMax: 37.5,
      address: { line1: depot.line1, line2: depot.line2, county: depot.county, eirCode: depot.eirCode },
      // the tenant's kiosk languages (issue 27): its default and the ones its kiosks offer
      defaultLanguage: 'en',
      languages: ['en', 'pl', 'ro', 'lt', 'es', 'pt', 'ar'],
    });
    expect(JSON.stringify(r.body)).not.toContain('@');
    const login = await rest(s.url, 'POST', 'api/depot-login', { body: { tenantName: tenant.name.toLowerCase(), depotCode: depot.code } });
    expect(login.status).toBe(200);
    expect(login.body).toEqual(r.body);
    expect((await rest(s.url, 'GET', `api/find-depot/${encodeURIComponent(tenant.name)}/NOPE`)).status).toBe(404);
    const missing = await rest(s.url, 'POST', 'api/depot-login', { body: { tenantName: tenant.name } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.depotCode).toEqual(['Depot code is required']);
  });

  it('GraphQL findDepot is public and answers the same', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    const q = await gql(
      s.url,
      `query($t: String!, $c: String!){ findDepot(tenantName: $t, depotCode: $c) { id code tenantName timeZone tempMin tempMax address { line1 line2 county eirCode } defaultLanguage languages } }`,
      { t: tenant.name, c: depot.code },
    );
    expect(q.errors).toBeUndefined();
    const r = await rest(s.url, 'GET', `api/find-depot/${encodeURIComponent(tenant.name)}/${depot.code}`);
    expect(q.data.findDepot).toEqual(r.body);
    const none = await gql(s.url, `{ findDepot(tenantName: "no such tenant", depotCode: "X") { id } }`);
    expect(none.errors?.[0]).toMatchObject({ message: 'Location not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('isolation: a TenantAdmin of tenant B and the depots of tenant A', () => {
  it('gets the same answer as for a missing id from REST', async () => {
    const { a, tokenB } = await twoTenants(s);
    const pairs: [string, string, unknown?][][] = [
      [
        ['GET', `api/depots/${a.tenant.id}`],
        ['GET', `api/depots/${missingId()}`],
      ],
      [
        ['PUT', `api/update-depot-details/${a.depot.id}`, address()],
        ['PUT', `api/update-depot-details/${missingId()}`, address()],
      ],
      [
        ['POST', 'api/add-depot', address({ code: 'SAME2', tenantId: a.tenant.id })],
        ['POST', 'api/add-depot', address({ code: 'SAME2', tenantId: missingId() })],
      ],
    ];
    for (const [[m1, p1, b1], [m2, p2, b2]] of pairs) {
      const foreign = await rawRest(s, m1, p1, tokenB, b1);
      const missing = await rawRest(s, m2, p2, tokenB, b2);
      expect(foreign.status).toBe(404);
      expect(foreign).toEqual(missing);
    }
    const saved = await s.orm.em.fork().findOneOrFail(Depot, a.depot.id);
    expect(saved.line1).toBe(a.depot.line1);
    expect(await s.orm.em.fork().count(Depot, { tenant: a.tenant.id })).toBe(1);
  });

  it('gets the same answer as for a missing id from GraphQL', async () => {
    const { a, tokenB } = await twoTenants(s);
    const list = `query($t: ID){ depots(tenantId: $t) { id } }`;
    const foreignList = await rawGql(s, list, { t: a.tenant.id }, tokenB);
    expect(JSON.parse(foreignList.text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(foreignList).toEqual(await rawGql(s, list, { t: missingId() }, tokenB));
    const update = `mutation($id: ID!, $i: DepotInput!){ updateDepot(id: $id, input: $i) { id } }`;
    const foreignUpdate = await rawGql(s, update, { id: a.depot.id, i: address({ code: 'SAME1' }) }, tokenB);
    expect(JSON.parse(foreignUpdate.text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(foreignUpdate).toEqual(await rawGql(s, update, { id: missingId(), i: address({ code: 'SAME1' }) }, tokenB));
  });
});
