import { startTestServer, type TestServer } from '../../../test/server';
import { gql } from '../../../test/http';
import { fixedClock } from '../../../core/clock';
import { makeDepot, makeUser, makeWorld } from '../../../test/factories';
import { tokenFor, twoTenants } from '../../tenants/__tests__/support';

const clock = fixedClock('2026-03-28T09:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false, clock });
});
afterAll(async () => {
  await s.close();
});

const ON_SITE = `query($depotId: ID!) { onSiteNow(depotId: $depotId) {
  depotId depotCode timeZone rows { attendanceId kind visitType name company host badgeNumber checkedInAt localDate earlierDay } } }`;
const COUNTS = `{ onSiteCounts { depotId depotCode onSite earlierDay } }`;

/** Who may read who is on site, over GraphQL; the list itself is in on-site.service.test.ts. */
describe('on site now', () => {
  it('is refused to roles below DepotManager, to another depot of a DepotManager and to another tenant', async () => {
    const { tenant, depot, manager } = await makeWorld(s.orm);
    const other = await makeDepot(s.orm, tenant);
    const guard = await makeUser(s.orm, { tenant, depot, role: 'Security' });
    const r = await gql(s.url, ON_SITE, { depotId: depot.id }, tokenFor(s, guard));
    expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const own = await gql(s.url, ON_SITE, { depotId: other.id }, tokenFor(s, manager));
    expect(own.errors?.[0].message).toBe('Location not found');
    const { a, b } = await twoTenants(s);
    const foreign = await gql(s.url, ON_SITE, { depotId: b.depot.id }, tokenFor(s, a.admin));
    expect(foreign.errors?.[0].message).toBe('Location not found');
    const bad = await gql(s.url, ON_SITE, { depotId: 'not-an-id' }, tokenFor(s, a.admin));
    expect(bad.status).toBeLessThan(500);
    expect(bad.errors?.length).toBe(1);
    // A DepotManager counts only its own depot.
    const counts = await gql(s.url, COUNTS, {}, tokenFor(s, manager));
    expect(counts.data.onSiteCounts.map((c: { depotId: string }) => c.depotId)).toEqual([depot.id]);
  });
});
