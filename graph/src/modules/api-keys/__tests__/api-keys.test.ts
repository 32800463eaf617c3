// Issue 26, API keys: made by a TenantAdmin with scopes, a depot and an expiry; the secret shown once and stored only
// as a hash; each scope's allowed and refused operations over GraphQL (HTTP and graphql-ws) and the REST shim; another
// tenant's data refused; a revoked or expired key refused at once (its socket closes); its own rate limit; audited.
import { createHash } from 'node:crypto';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { collect, wsClient } from '../../../test/ws';
import { makeDepot, makePartner, makeWorld, uniq } from '../../../test/factories';
import { fixedClock } from '../../../core/clock';
import { Messages } from '../../../contracts/messages';
import { tokenFor } from '../../tenants/__tests__/support';

const clock = fixedClock('2026-11-26T10:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false, clock, over: { limits: { apiKeyPerMinute: 40 } } });
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => clock.set('2026-11-26T10:00:00Z'));

const CREATE = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) {
  secret key { id name scopes depotId depotCode hint createdBy expiresAt lastUsedAt revokedAt } } }`;
const LIST = 'query { apiKeys { id name scopes hint lastUsedAt revokedAt } }';
const REVOKE = 'mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }';
const DEPOTS = '{ depots { id code } }';
const LIVE = 'query($d: ID!) { liveReport(depotId: $d) { date } }';
const PARTNERS = 'query($d: ID!) { partners(depotId: $d) { total } }';

async function makeKey(adminToken: string, input: Record<string, unknown>) {
  const r = await gql(s.url, CREATE, { input: { name: uniq('key '), ...input } }, adminToken);
  expect(r.errors).toBeUndefined();
  return r.data.createApiKey as { secret: string; key: { id: string; hint: string; lastUsedAt: string | null } };
}

/** The secret part of a key (`drk_<32 hex>_<secret>`; the secret itself may hold '_'). */
const secretOf = (key: string) => key.slice('drk_'.length + 32 + 1);

describe('API keys (issue 26)', () => {
  it('a TenantAdmin makes a key: the secret is shown once, kept only as its SHA-256, and the key is listed without it', async () => {
    const { tenant, admin, manager } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    // Refusals as GraphQL answers them (the rules: api-keys.service.test.ts).
    const bad = await gql(s.url, CREATE, { input: { name: 'k', scopes: [] } }, token);
    expect(bad.errors?.[0]).toMatchObject({ message: Messages.apiKeyScopes, extensions: { code: 'BAD_USER_INPUT' } });
    const byManager = await gql(s.url, CREATE, { input: { name: 'x', scopes: ['READ_REPORTS'] } }, tokenFor(s, manager));
    expect(byManager.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const { secret, key } = await makeKey(token, { name: 'Access control', scopes: ['READ_ATTENDANCE', 'READ_ATTENDANCE'] });
    expect(secret).toMatch(/^drk_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ scopes: ['READ_ATTENDANCE'], depotId: null, hint: secret.slice(-4), createdBy: admin.username });
    const [row] = await s.orm.em.fork().getConnection().execute('select secret_hash, tenant_id from api_key where id = ?', [key.id]);
    expect(row.secret_hash).toBe(createHash('sha256').update(secretOf(secret)).digest('hex'));
    expect(row.tenant_id).toBe(tenant.id);
    const listed = await gql(s.url, LIST, {}, token);
    expect(JSON.stringify(listed.data)).not.toContain(secretOf(secret));
    expect(listed.data.apiKeys.map((k: { id: string }) => k.id)).toContain(key.id);
    // audited, the hash masked
    const audit = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select action, changes from audit_log where target_id = ? order by id`, [key.id]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['apikey.create']);
    expect(JSON.stringify(audit[0].changes)).not.toContain(row.secret_hash);
  });

  it('each scope opens its own operations and nothing else, over GraphQL and the REST shim', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    await makePartner(s.orm, depot);
    const token = tokenFor(s, admin);
    const attendance = (await makeKey(token, { scopes: ['READ_ATTENDANCE'] })).secret;
    const partners = (await makeKey(token, { scopes: ['MANAGE_PARTNERS'] })).secret;
    // every key may list its depots
    for (const k of [attendance, partners])
      expect((await gql(s.url, DEPOTS, {}, k)).data.depots).toEqual([{ id: depot.id, code: depot.code }]);
    expect((await gql(s.url, LIVE, { d: depot.id }, attendance)).errors).toBeUndefined();
    expect((await gql(s.url, LIVE, { d: depot.id }, partners)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(s.url, PARTNERS, { d: depot.id }, partners)).data.partners.total).toBe(1);
    expect((await gql(s.url, PARTNERS, { d: depot.id }, attendance)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // what no scope opens: users, keys, the staff session
    for (const k of [attendance, partners]) {
      expect((await gql(s.url, '{ me { id } }', {}, k)).errors?.[0].extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      expect((await gql(s.url, LIST, {}, k)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await gql(s.url, CREATE, { input: { name: 'mine', scopes: ['READ_REPORTS'] } }, k)).errors?.[0].extensions?.code).toBe(
        'FORBIDDEN',
      );
    }
    // REST: a route opens to a key only by its scope; a staff route without it is 403
    expect((await rest(s.url, 'GET', `api/list-partners/${depot.id}/1`, { token: partners })).status).toBe(200);
    expect((await rest(s.url, 'GET', `api/list-partners/${depot.id}/1`, { token: attendance })).status).toBe(403);
    expect((await rest(s.url, 'GET', 'api/user', { token: partners })).status).toBe(403);
  });

  it('a key with WRITE_BOOKINGS books over GraphQL and the REST shim: the visit and its audit row name the key, not a user (issue 40)', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const { secret, key } = await makeKey(token, { name: uniq('Reception app '), scopes: ['WRITE_BOOKINGS'] });
    const host = { hostIsMe: false, hostName: 'Grace Hopper', hostEmail: 'grace@example.test' };
    const viaGql = await gql(
      s.url,
      'mutation($i: BookVisitInput!) { bookVisit(input: $i) { id bookedBy } }',
      {
        i: {
          depotId: depot.id,
          firstName: 'Ada',
          lastName: 'Byrne',
          email: 'ada@example.test',
          company: 'Acme',
          date: '2026-11-27',
          time: '09:30',
          ...host,
        },
      },
      secret,
    );
    expect(viaGql.errors).toBeUndefined();
    const viaRest = await rest(s.url, 'POST', 'api/book-meeting', {
      token: secret,
      body: {
        FirstName: 'Alan',
        LastName: 'Byrne',
        Email: 'alan@example.test',
        Company: 'Acme',
        depot: depot.id,
        MeetingDateTime: '2026-11-27T11:00',
        Host: { name: 'Grace Hopper', email: 'grace@example.test' },
      },
    });
    expect(viaRest.status).toBe(201);
    const ids = [viaGql.data.bookVisit.id, viaRest.body.id];
    const rows = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select booked_by_id, booked_by_api_key_id from visit where id in (?, ?)`, ids);
    expect(rows).toEqual([
      { booked_by_id: null, booked_by_api_key_id: key.id },
      { booked_by_id: null, booked_by_api_key_id: key.id },
    ]);
    const audit = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select actor_id, actor_username from audit_log where action = 'booking.book' and target_id in (?, ?)`, ids);
    expect(audit).toHaveLength(2);
    for (const a of audit) expect(a.actor_id).toBe(key.id);
    // Staff see who booked: the key, by its name; a user's booking, the user.
    expect(viaGql.data.bookVisit.bookedBy).toMatch(/^API key: Reception app /);
    const byAdmin = await gql(
      s.url,
      'mutation($i: BookVisitInput!) { bookVisit(input: $i) { bookedBy } }',
      {
        i: {
          depotId: depot.id,
          firstName: 'Eve',
          lastName: 'Byrne',
          email: 'eve@example.test',
          company: 'Acme',
          date: '2026-11-27',
          time: '12:00',
        },
      },
      token,
    );
    expect(byAdmin.data.bookVisit.bookedBy).toBe(admin.name);
    // The key still may not be the host: it is not a person.
    const asHost = await gql(
      s.url,
      'mutation($i: BookVisitInput!) { bookVisit(input: $i) { id } }',
      {
        i: {
          depotId: depot.id,
          firstName: 'Ada',
          lastName: 'Byrne',
          email: 'ada@example.test',
          company: 'Acme',
          date: '2026-11-27',
          time: '09:30',
        },
      },
      secret,
    );
    expect(asHost.errors?.[0]).toMatchObject({ message: Messages.apiKeyHostRequired, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a key kept to one depot sees that depot only; another tenant is never reached', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const other = await makeDepot(s.orm, tenant);
    const elsewhere = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const key = (await makeKey(token, { scopes: ['MANAGE_PARTNERS'], depotId: depot.id })).secret;
    expect((await gql(s.url, DEPOTS, {}, key)).data.depots.map((d: { id: string }) => d.id)).toEqual([depot.id]);
    expect((await gql(s.url, PARTNERS, { d: other.id }, key)).errors?.[0].extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    expect((await gql(s.url, PARTNERS, { d: elsewhere.depot.id }, key)).errors?.[0].extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    // a depot of another tenant cannot be named at creation
    const foreign = await gql(s.url, CREATE, { input: { name: 'x', scopes: ['READ_REPORTS'], depotId: elsewhere.depot.id } }, token);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('a revoked key is refused at once over HTTP and its open socket closes; an expired one is refused', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const { secret, key } = await makeKey(token, { scopes: ['SUBSCRIBE_LIVE', 'READ_ATTENDANCE'] });
    const noLive = (await makeKey(token, { scopes: ['READ_ATTENDANCE'] })).secret;
    const client = wsClient(s.url, secret);
    const sub = collect(client, 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind } }', { d: depot.id });
    // a key without SUBSCRIBE_LIVE may not subscribe
    const refusedClient = wsClient(s.url, noLive);
    const refused = collect(refusedClient, 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind } }', { d: depot.id });
    for (let i = 0; i < 200 && refused.items.length === 0 && refused.errors.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(JSON.stringify([...refused.items, ...refused.errors])).toContain('FORBIDDEN');
    await refusedClient.dispose();
    // the socket is up before the revocation (the server counts the depot's subscriptions)
    for (let i = 0; i < 200 && s.events.watchers(depot.id) === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect((await gql(s.url, LIVE, { d: depot.id }, secret)).errors).toBeUndefined();
    const revoked = await gql(s.url, REVOKE, { id: key.id }, token);
    expect(revoked.data.revokeApiKey.revokedAt).toBeTruthy();
    // Told the key was revoked (the catalogue's words), not that a session expired: over GraphQL and REST.
    expect((await gql(s.url, LIVE, { d: depot.id }, secret)).errors?.[0]).toMatchObject({
      message: Messages.apiKeyRevoked,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const refusedRest = await rest(s.url, 'POST', 'api/live-visit-report', { token: secret, body: { depot: depot.id, visitType: 'All' } });
    expect(refusedRest.status).toBe(401);
    expect(JSON.stringify(refusedRest.body)).toContain(Messages.apiKeyRevoked);
    expect(JSON.stringify(refusedRest.body)).not.toContain(Messages.sessionExpired);
    for (let i = 0; i < 200 && sub.errors.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(sub.errors).toEqual([expect.objectContaining({ code: 4401 })]);
    await client.dispose();
    // revoking again changes nothing; the trail has one revoke
    expect((await gql(s.url, REVOKE, { id: key.id }, token)).data.revokeApiKey.revokedAt).toBe(revoked.data.revokeApiKey.revokedAt);
    const actions = await s.orm.em.fork().getConnection().execute(`select action from audit_log where target_id = ? order by id`, [key.id]);
    expect(actions.map((a: { action: string }) => a.action)).toEqual(['apikey.create', 'apikey.revoke']);

    const expiring = (await makeKey(token, { scopes: ['READ_ATTENDANCE'], expiresAt: '2026-11-26T11:00:00Z' })).secret;
    expect((await gql(s.url, LIVE, { d: depot.id }, expiring)).errors).toBeUndefined();
    clock.set('2026-11-26T11:00:01Z');
    expect((await gql(s.url, LIVE, { d: depot.id }, expiring)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // a made-up key, a key with a wrong secret
    const wrong = secret.slice(0, -4) + (secret.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await gql(s.url, LIVE, { d: depot.id }, wrong)).errors?.[0]).toMatchObject({
      message: Messages.sessionExpired,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await gql(s.url, LIVE, { d: depot.id }, 'drk_nonsense')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a key has its own rate limit (429) and notes its last use', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const { secret, key } = await makeKey(token, { scopes: ['READ_ATTENDANCE'] });
    expect(key.lastUsedAt).toBeNull();
    const answers = await Promise.all(
      Array.from({ length: 45 }, () =>
        rest(s.url, 'POST', 'api/live-visit-report', { token: secret, body: { depot: depot.id, visitType: 'All' } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(40);
    expect(statuses.filter((x) => x === 429)).toHaveLength(5);
    const listed = (await gql(s.url, LIST, {}, token)).data.apiKeys.find((k: { id: string }) => k.id === key.id);
    expect(listed.lastUsedAt).toBe('2026-11-26T10:00:00.000Z');
    // the staff user is not touched by the key's limit
    expect((await gql(s.url, LIST, {}, token)).errors).toBeUndefined();
  });
});
