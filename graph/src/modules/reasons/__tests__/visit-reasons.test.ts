// Issue 23: visit reasons managed per tenant over GraphQL: add, rename, retire, restore, delete (never one in use).
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeWorld } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { tokenFor } from '../../tenants/__tests__/support';
import { walkIn } from '../../visits/__tests__/support';

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

describe('visit reasons per tenant', () => {
  it('the list starts as the global one; add, rename, retire and restore change what the kiosk offers', async () => {
    const { depot, admin, manager } = await makeWorld(s.orm);
    // Refusals as GraphQL answers them (the rules: visit-reasons.service.test.ts).
    expect((await gql(s.url, ADD, { input: { text: 'Nope' } }, tokenFor(s, manager))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(s.url, LIST, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
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
});
