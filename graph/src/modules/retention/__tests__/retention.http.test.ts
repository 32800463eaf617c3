import { randomUUID } from 'node:crypto';
import { Messages } from '../../../contracts/messages';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeVisit, uniq } from '../../../test/factories';
import { tokenFor, twoTenants } from '../../tenants/__tests__/support';

/**
 * Retention and the data subject over GraphQL and REST (issue 25): bad input answers BAD_USER_INPUT with the field's
 * words, never a 5xx; roles and tenants hold (a DepotManager is refused, another tenant is never searched); a
 * removed export's download answers 410 with its message. Another tenant's id for the setting, and a SuperAdmin
 * naming the tenant: retention.service.test.ts.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const SET = `mutation($input: SetRetentionInput!) { setRetention(input: $input) { tenantId days minDays maxDays defaultDays } }`;
const FIND = `query($input: DataSubjectInput!) { dataSubject(input: $input) { kind id name } }`;
const ERASE = `mutation($input: DataSubjectInput!) { eraseDataSubject(input: $input) { kind counts { visitors attendances } } }`;
const EXPORT = `mutation($input: DataSubjectInput!) { exportDataSubject(input: $input) { fileName json } }`;

describe('the retention setting over GraphQL', () => {
  it('29 days and 7 years + 1 day are refused as BAD_USER_INPUT naming the field; 30 and 2557 saved; a DepotManager is refused', async () => {
    const { a, tokenA } = await twoTenants(s);
    for (const days of [29, 2558, 0, -5]) {
      const r = await gql(s.url, SET, { input: { days } }, tokenA);
      expect(r.errors?.[0]).toMatchObject({ message: Messages.retentionDays, extensions: { code: 'BAD_USER_INPUT' } });
    }
    for (const days of [30, 2557]) {
      const r = await gql(s.url, SET, { input: { days } }, tokenA);
      expect(r.errors).toBeUndefined();
      expect(r.data.setRetention).toEqual({ tenantId: a.tenant.id, days, minDays: 30, maxDays: 2557, defaultDays: 365 });
    }
    // A float and a string never reach the service.
    expect((await gql(s.url, SET, { input: { days: 30.5 } }, tokenA)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(s.url, SET, { input: { days: '90' } }, tokenA)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const manager = tokenFor(s, a.manager);
    expect((await gql(s.url, SET, { input: { days: 60 } }, manager)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(s.url, `{ retention { days } }`, {}, manager)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the data subject over GraphQL', () => {
  it('a bad address is BAD_USER_INPUT; nobody is NOT_FOUND with its words; another tenant is never searched', async () => {
    const { a, b, tokenA, tokenB } = await twoTenants(s);
    const email = `${uniq('x')}@example.test`;
    const v = await makeVisit(s.orm, b.depot, { person: { firstName: 'Xena', lastName: 'Other', email } });
    for (const bad of ['', 'not-an-address', 'a'.repeat(300) + '@x.test']) {
      const r = await gql(s.url, FIND, { input: { email: bad } }, tokenA);
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await gql(s.url, FIND, { input: { email } }, tokenA)).data.dataSubject).toEqual([]);
    expect((await gql(s.url, FIND, { input: { email, tenantId: b.tenant.id } }, tokenA)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    for (const q of [ERASE, EXPORT]) {
      const r = await gql(s.url, q, { input: { email } }, tokenA);
      expect(r.errors?.[0]).toMatchObject({ message: Messages.subjectNotFound, extensions: { code: 'NOT_FOUND' } });
    }
    // Tenant B's own admin finds and erases its person.
    expect((await gql(s.url, FIND, { input: { email } }, tokenB)).data.dataSubject).toEqual([
      { kind: 'Visitor', id: expect.any(String), name: 'Xena Other' },
    ]);
    const erased = await gql(s.url, ERASE, { input: { email } }, tokenB);
    expect(erased.data.eraseDataSubject).toEqual({ kind: 'erase', counts: { visitors: 1, attendances: 0 } });
    const [row] = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select first_name from attendee where id = (select attendee_id from visit where id = ?)`, [v.id]);
    expect(row.first_name).toBe('(erased)');
    void a;
    const manager = tokenFor(s, b.manager);
    expect((await gql(s.url, FIND, { input: { email } }, manager)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('a removed export', () => {
  it('answers 410 with its message on download, and its status says so', async () => {
    const { a, tokenA } = await twoTenants(s);
    const id = randomUUID();
    await s.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into export_job (id, created_at, updated_at, tenant_id, depot_id, kind, status, date_from, date_to, file_name, path, finished_at, file_removed_at)
         values (?, now(), now(), ?, ?, 'partner-report', 'DONE', '2026-11-01', '2026-11-02', 'partner-report.xlsx', null, now() - interval '2 days', now())`,
        [id, a.tenant.id, a.depot.id],
      );
    const r = await rest(s.url, 'GET', `api/exports/${id}/download`, { token: tokenA });
    expect(r.status).toBe(410);
    expect(r.body.message).toBe(Messages.exportRemoved);
    const st = await rest(s.url, 'GET', `api/export-status/${id}`, { token: tokenA });
    expect(st.body).toMatchObject({ status: 'DONE', downloadPath: null, message: Messages.exportRemoved });
  });
});
