import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { fixedClock } from '../../../core/clock';
import { makeBadges, makeDepot, makePartner, makeUser, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { tokenFor, twoTenants } from '../../tenants/__tests__/support';
import { checkIn, walkIn } from '../../visits/__tests__/support';

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

/** The open attendance of a visitor by name (the walk-in's legacy answer does not carry it). */
async function openIdOf(name: string): Promise<string> {
  const [first, last] = name.toLowerCase().split(' ');
  const rows: { id: string }[] = await s.orm.em
    .fork()
    .getConnection()
    .execute(
      `select a.id from attendance a join attendee t on t.id = a.attendee_id where lower(t.first_name) = ? and lower(t.last_name) = ? and a.checked_out_at is null`,
      [first, last],
    );
  return rows[0].id;
}

describe('on site now', () => {
  it('lists every visitor kind and partner signed in now at the depot, earliest first, with host, badge and earlier-day flag', async () => {
    const { tenant, depot, admin, manager } = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['B1', 'B2']);
    // Yesterday (Dublin): a walk-in who never signed out.
    clock.set('2026-03-27T16:00:00Z');
    expect((await walkIn(s, depot.id, { email: `${uniq('y')}@example.test`, firstName: 'yester', lastName: 'day' })).status).toBe(200);
    // Today: a planned visitor with badge B1, a partner, a walk-in who signs out again.
    clock.set('2026-03-28T08:00:00Z');
    const v = await makeVisit(s.orm, depot, {
      dateOfVisit: new Date('2026-03-28T09:00:00Z'),
      person: { firstName: 'Plan', lastName: 'Ned', email: `${uniq('p')}@example.test`, company: 'Contoso' },
      hostName: 'Grace Host',
    });
    expect((await checkIn(s, depot.id, v.meetingReference!, { depotBadgeNum: 'b1' })).status).toBe(200);
    clock.set('2026-03-28T08:10:00Z');
    const p = await makePartner(s.orm, depot, { name: 'Pat Partner' });
    expect((await rest(s.url, 'POST', 'api/clock-in', { body: { workId: p.workId, depot: depot.id } })).status).toBe(200);
    clock.set('2026-03-28T08:20:00Z');
    const gone = await walkIn(s, depot.id, { email: `${uniq('g')}@example.test`, firstName: 'gone', lastName: 'again' });
    expect(gone.status).toBe(200);
    const done = await gql(
      s.url,
      `mutation($id: ID!) { manualCheckout(attendanceId: $id) { name } }`,
      { id: gone.body.attendanceId ?? (await openIdOf('Gone Again')) },
      tokenFor(s, admin),
    );
    expect(done.errors).toBeUndefined();

    clock.set('2026-03-28T09:00:00Z');
    for (const user of [admin, manager]) {
      const r = await gql(s.url, ON_SITE, { depotId: depot.id }, tokenFor(s, user));
      expect(r.errors).toBeUndefined();
      expect(r.data.onSiteNow).toMatchObject({ depotId: depot.id, depotCode: depot.code, timeZone: 'Europe/Dublin' });
      expect(
        r.data.onSiteNow.rows.map((x: Record<string, unknown>) => [
          x.name,
          x.kind,
          x.visitType,
          x.company,
          x.host,
          x.badgeNumber,
          x.localDate,
          x.earlierDay,
        ]),
      ).toEqual([
        ['Yester Day', 'Visitor', 'Unplanned', 'Acme', 'Grace host', null, '2026-03-27', true],
        ['Plan Ned', 'Visitor', 'Planned', 'Contoso', 'Grace Host', 'B1', '2026-03-28', false],
        ['Pat Partner', 'Partner', 'Partner', p.organisation, null, null, '2026-03-28', false],
      ]);
    }
    const counts = await gql(s.url, COUNTS, {}, tokenFor(s, admin));
    expect(counts.data.onSiteCounts).toEqual([{ depotId: depot.id, depotCode: depot.code, onSite: 3, earlierDay: 1 }]);
    void tenant;
  });

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
