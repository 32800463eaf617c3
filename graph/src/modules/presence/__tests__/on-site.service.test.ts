import { ANONYMOUS, type Actor } from '../../../core/auth/actor';
import { fixedClock } from '../../../core/clock';
import { parse } from '../../../core/command';
import { makeBadges, makePartner, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { serviceTier, staffActor } from '../../../test/service-tier';
import { ClockInCommand } from '../../partners/partner.commands';
import { CheckOutByStaffCommand } from '../../visits/visit-kiosk.commands';
import { serviceKiosk } from '../../visits/__tests__/support';
import { DepotPresenceCommand } from '../presence.commands';

/**
 * Who is on site now, per depot and counted, at the service tier (issue 24): every kind of sign-in with its host,
 * badge and earlier-day flag, earliest first. The kiosk's bodies are the legacy ones, decoded as their REST rows decode
 * them. on-site.test.ts keeps who may read it over GraphQL (onSiteNow, onSiteCounts).
 */
const clock = fixedClock('2026-03-28T09:00:00Z');
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'on_site', clock });
});
afterAll(async () => {
  await t.close();
});

const { checkIn, walkIn } = serviceKiosk(() => t);
const onSiteNow = (actor: Actor, depotId: string) => t.as(actor).onSite.list(actor, parse(DepotPresenceCommand, { depotId }));
const counts = (actor: Actor) => t.as(actor).onSite.counts(actor);

describe('on site now', () => {
  it('lists every visitor kind and partner signed in now at the depot, earliest first, with host, badge and earlier-day flag', async () => {
    const { depot, admin, manager } = await makeWorld(t.orm);
    await makeBadges(t.orm, depot, ['B1', 'B2']);
    // Yesterday (Dublin): a walk-in who never signed out.
    clock.set('2026-03-27T16:00:00Z');
    await walkIn(depot.id, { email: `${uniq('y')}@example.test`, firstName: 'yester', lastName: 'day' });
    // Today: a planned visitor with badge B1, a partner, a walk-in who signs out again.
    clock.set('2026-03-28T08:00:00Z');
    const v = await makeVisit(t.orm, depot, {
      dateOfVisit: new Date('2026-03-28T09:00:00Z'),
      person: { firstName: 'Plan', lastName: 'Ned', email: `${uniq('p')}@example.test`, company: 'Contoso' },
      hostName: 'Grace Host',
    });
    await checkIn(depot.id, v.meetingReference!, { depotBadgeNum: 'b1' });
    clock.set('2026-03-28T08:10:00Z');
    const p = await makePartner(t.orm, depot, { name: 'Pat Partner' });
    await t.as(ANONYMOUS).partnerKiosk.clockIn(ANONYMOUS, parse(ClockInCommand, { workId: p.workId, depotId: depot.id }));
    clock.set('2026-03-28T08:20:00Z');
    const gone = await walkIn(depot.id, { email: `${uniq('g')}@example.test`, firstName: 'gone', lastName: 'again' });
    const a = staffActor(admin);
    await t
      .as(a)
      .visitCheckOut.checkOutByStaff(a, parse(CheckOutByStaffCommand, { visitorAttendanceId: gone.attendanceId, manualCheckout: true }));

    clock.set('2026-03-28T09:00:00Z');
    for (const user of [admin, manager]) {
      const list = await onSiteNow(staffActor(user), depot.id);
      expect(list).toMatchObject({ depotId: depot.id, depotCode: depot.code, timeZone: 'Europe/Dublin' });
      expect(list.rows.map((x) => [x.name, x.kind, x.visitType, x.company, x.host, x.badgeNumber, x.localDate, x.earlierDay])).toEqual([
        ['Yester Day', 'Visitor', 'Unplanned', 'Acme', 'Grace host', null, '2026-03-27', true],
        ['Plan Ned', 'Visitor', 'Planned', 'Contoso', 'Grace Host', 'B1', '2026-03-28', false],
        ['Pat Partner', 'Partner', 'Partner', p.organisation, null, null, '2026-03-28', false],
      ]);
    }
    expect(await counts(a)).toEqual([{ depotId: depot.id, depotCode: depot.code, onSite: 3, earlierDay: 1 }]);
  });
});
