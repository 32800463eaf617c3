// Issue 23: visit reasons managed per tenant over GraphQL: add, rename, retire, restore, delete (never one in use).
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeUser, makeWorld } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { superAdminToken, tokenFor, twoTenants } from '../../tenants/__tests__/support';
import { walkIn } from '../../visits/__tests__/support';
import { VisitReason } from '../visit-reason.entity';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const GLOBAL = ['Meeting', 'Interview', 'Delivery', 'Collection', 'Maintenance', 'Contractor work', 'Inspection', 'Other'];
const LIST = 'query($t: ID) { visitReasonList(tenantId: $t) { id text retired inUse } }';
const ADD = 'mutation($input: AddVisitReasonInput!) { addVisitReason(input: $input) { id text retired inUse } }';
const RENAME = 'mutation($input: RenameVisitReasonInput!) { renameVisitReason(input: $input) { id text retired inUse } }';
const RETIRE = 'mutation($id: ID!) { retireVisitReason(id: $id) { id text retired inUse } }';
const RESTORE = 'mutation($id: ID!) { restoreVisitReason(id: $id) { id text retired inUse } }';
const DELETE = 'mutation($id: ID!) { deleteVisitReason(id: $id) }';

type Row = { id: string; text: string; retired: boolean; inUse: boolean };
const list = async (token: string, tenantId?: string): Promise<Row[]> => {
  const r = await gql(s.url, LIST, { t: tenantId ?? null }, token);
  expect(r.errors).toBeUndefined();
  return r.data.visitReasonList;
};
const kiosk = async (depotId: string) => (await rest(s.url, 'GET', `api/reasons?depotId=${depotId}`)).body as string[];
const countRows = (tenantId: string) => s.orm.em.fork().count(VisitReason, { tenant: tenantId }, { filters: false });

describe('visit reasons per tenant', () => {
  it('the list starts as the global one; add, rename, retire and restore change what the kiosk offers', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const first = await list(token);
    expect(first.map((r) => r.text)).toEqual(GLOBAL);
    expect(first.every((r) => !r.retired && !r.inUse)).toBe(true);
    const added = await gql(s.url, ADD, { input: { text: '  Site survey ' } }, token);
    expect(added.data.addVisitReason).toMatchObject({ text: 'Site survey', retired: false, inUse: false });
    const id = added.data.addVisitReason.id as string;
    expect((await gql(s.url, RENAME, { input: { id, text: 'Site audit' } }, token)).data.renameVisitReason.text).toBe('Site audit');
    expect(await kiosk(depot.id)).toEqual([...GLOBAL, 'Site audit']);
    const interview = first.find((r) => r.text === 'Interview')!;
    expect((await gql(s.url, RETIRE, { id: interview.id }, token)).data.retireVisitReason).toMatchObject({ retired: true });
    expect(await kiosk(depot.id)).toEqual([...GLOBAL.filter((t) => t !== 'Interview'), 'Site audit']);
    // Retired ones come last in the staff list.
    expect((await list(token)).at(-1)).toMatchObject({ text: 'Interview', retired: true });
    expect((await gql(s.url, RESTORE, { id: interview.id }, token)).data.restoreVisitReason).toMatchObject({ retired: false });
    expect(await kiosk(depot.id)).toEqual([...GLOBAL, 'Site audit']);
  });

  it('a reason a visit used is retired, never deleted (409); an unused one is deleted', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const rows = await list(token);
    expect((await walkIn(s, depot.id, { reasonForVisit: 'Delivery' })).status).toBe(200);
    const after = await list(token);
    expect(after.find((r) => r.text === 'Delivery')).toMatchObject({ inUse: true });
    const delivery = rows.find((r) => r.text === 'Delivery')!;
    const refused = await gql(s.url, DELETE, { id: delivery.id }, token);
    expect(refused.errors?.[0]).toMatchObject({ message: Messages.reasonInUse, extensions: { code: 'CONFLICT' } });
    expect((await list(token)).map((r) => r.text)).toContain('Delivery');
    const retired = await gql(s.url, RETIRE, { id: delivery.id }, token);
    expect(retired.data.retireVisitReason).toMatchObject({ retired: true, inUse: true });
    const other = rows.find((r) => r.text === 'Other')!;
    expect((await gql(s.url, DELETE, { id: other.id }, token)).data.deleteVisitReason).toBe(true);
    expect((await list(token)).map((r) => r.text)).not.toContain('Other');
    expect(await kiosk(depot.id)).toEqual(GLOBAL.filter((t) => t !== 'Other' && t !== 'Delivery'));
  });

  it('refuses a blank, too long or duplicate (any case) reason with a clear message, writing nothing', async () => {
    const { tenant, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    await list(token);
    const before = await countRows(tenant.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ text: '   ' }, 'Reason is required', 'BAD_USER_INPUT'],
      [{ text: 'x'.repeat(121) }, 'Reason is too long (at most 120 characters)', 'BAD_USER_INPUT'],
      [{ text: 'meeting' }, Messages.reasonTaken('meeting'), 'CONFLICT'],
    ];
    for (const [input, message, code] of cases) {
      const r = await gql(s.url, ADD, { input }, token);
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { code } });
    }
    const rows = await list(token);
    const interview = rows.find((r) => r.text === 'Interview')!;
    const dup = await gql(s.url, RENAME, { input: { id: interview.id, text: 'MEETING' } }, token);
    expect(dup.errors?.[0]).toMatchObject({ message: Messages.reasonTaken('MEETING'), extensions: { code: 'CONFLICT' } });
    expect(await countRows(tenant.id)).toBe(before);
    expect((await list(token)).map((r) => r.text)).toEqual(GLOBAL);
    // A retired text may be added again; restoring the retired one then is a 409.
    const meeting = rows.find((r) => r.text === 'Meeting')!;
    await gql(s.url, RETIRE, { id: meeting.id }, token);
    expect((await gql(s.url, ADD, { input: { text: 'Meeting' } }, token)).errors).toBeUndefined();
    const again = await gql(s.url, RESTORE, { id: meeting.id }, token);
    expect(again.errors?.[0]).toMatchObject({ message: Messages.reasonTaken('Meeting'), extensions: { code: 'CONFLICT' } });
  });

  it('two first visits at once copy the global list once; two adds of one text at once: one wins', async () => {
    const { tenant, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    await Promise.all([list(token), list(token), list(token)]);
    expect(await countRows(tenant.id)).toBe(GLOBAL.length);
    const rs = await Promise.all([0, 1].map(() => gql(s.url, ADD, { input: { text: 'Racing' } }, token)));
    expect(rs.map((r) => (r.errors ? r.errors[0].extensions?.code : 'ok')).sort()).toEqual(['CONFLICT', 'ok']);
    expect(await countRows(tenant.id)).toBe(GLOBAL.length + 1);
  });

  it('a DepotManager reads only; another tenant answers like a missing one; SuperAdmin names the tenant', async () => {
    const { a, b, tokenB } = await twoTenants(s);
    const mine = await list(tokenFor(s, a.admin));
    const managerToken = tokenFor(s, a.manager);
    expect((await list(managerToken)).map((r) => r.text)).toEqual(GLOBAL);
    const denied = await gql(s.url, ADD, { input: { text: 'Nope' } }, managerToken);
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(s.url, RETIRE, { id: mine[0].id }, managerToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    for (const q of [RETIRE, RESTORE, DELETE]) {
      const r = await gql(s.url, q, { id: mine[0].id }, tokenB);
      expect(r.errors?.[0]).toMatchObject({ message: 'Reason not found', extensions: { code: 'NOT_FOUND' } });
    }
    const renamed = await gql(s.url, RENAME, { input: { id: mine[0].id, text: 'Hijack' } }, tokenB);
    expect(renamed.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(s.url, LIST, { t: a.tenant.id }, tokenB)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await kiosk(a.depot.id)).toEqual(GLOBAL);
    const root = await superAdminToken(s);
    expect((await gql(s.url, ADD, { input: { text: 'Root added' } }, root)).errors?.[0].message).toBe('Tenant not found');
    const viaRoot = await gql(s.url, ADD, { input: { text: 'Root added', tenantId: b.tenant.id } }, root);
    expect(viaRoot.errors).toBeUndefined();
    expect(await kiosk(b.depot.id)).toEqual([...GLOBAL, 'Root added']);
    expect(await kiosk(a.depot.id)).toEqual(GLOBAL);
    // A global row is nobody's to change.
    const global = await s.orm.em.fork().findOneOrFail(VisitReason, { tenant: null, text: 'Meeting' }, { filters: false });
    expect((await gql(s.url, RETIRE, { id: global.id }, root)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(s.url, RETIRE, { id: global.id }, tokenFor(s, a.admin))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(s.url, LIST, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const custom = await makeUser(s.orm, { tenant: a.tenant, depot: a.depot, role: 'Gatekeeper' });
    expect((await gql(s.url, ADD, { input: { text: 'x' } }, tokenFor(s, custom))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
