import { ANONYMOUS, type Actor } from '../../../core/auth/actor';
import { fixedClock } from '../../../core/clock';
import { parse } from '../../../core/command';
import { makeDepot, makePartner, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { serviceTier, staffActor } from '../../../test/service-tier';
import { Messages } from '../../../contracts/messages';
import { ClockInCommand, ClockOutCommand } from '../../partners/partner.commands';
import { serviceKiosk } from '../../visits/__tests__/support';
import { legacyLiveReport, LiveReportCommand } from '../report.commands';

/**
 * The live report's rows at the service tier (issue 24): who was present during the depot's day (across the autumn
 * clock change), by visit type and attendee, with depot-clock times and the week. The bodies are the legacy
 * api/live-visit-report ones, decoded as its REST row decodes them. live-report.test.ts keeps the route's answers.
 */
const clock = fixedClock('2026-10-25T08:00:00Z');
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'live_report', clock });
});
afterAll(async () => {
  await t.close();
});

const { checkIn, walkIn } = serviceKiosk(() => t);
/** The report for a legacy body (api/live-visit-report; `regular`: api/live-regular-visits). */
const live = (actor: Actor, body: Record<string, unknown>, regular = false) =>
  t
    .as(actor)
    .liveReport.report(
      actor,
      parse(
        LiveReportCommand,
        { ...legacyLiveReport.decode(body), ...(regular ? { visitType: 'Regular' } : {}) },
        legacyLiveReport.names(body),
      ),
    );

describe('live report', () => {
  it('lists visitors and partners present during the depot day, filtered by visit type, with depot-clock times and the week', async () => {
    const { tenant, depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    // 25 Oct 2026: Dublin leaves summer time at 02:00 (a 25-hour day).
    clock.set('2026-10-25T00:30:00Z'); // 01:30 IST
    await walkIn(depot.id, { email: `${uniq('w')}@example.test`, firstName: 'early', lastName: 'bird' });
    clock.set('2026-10-25T09:15:00Z'); // 09:15 GMT
    const v = await makeVisit(t.orm, depot, {
      dateOfVisit: new Date('2026-10-25T09:00:00Z'),
      person: { firstName: 'Plan', lastName: 'Ned', email: `${uniq('p')}@example.test` },
    });
    await checkIn(depot.id, v.meetingReference!, { email: `${uniq('x')}@example.test` });
    const p = await makePartner(t.orm, depot, { name: 'Pat Partner' });
    clock.set('2026-10-25T09:20:00Z');
    await t.as(ANONYMOUS).partnerKiosk.clockIn(ANONYMOUS, parse(ClockInCommand, { workId: p.workId, depotId: depot.id }));
    clock.set('2026-10-25T10:00:00Z');
    await t.as(ANONYMOUS).partnerKiosk.clockOut(ANONYMOUS, parse(ClockOutCommand, { workId: p.workId, depotId: depot.id }));

    const all = await live(a, { visitType: 'All', depot: depot.id, date: '2026-10-25' });
    expect(all).toMatchObject({
      date: '2026-10-25',
      weekFrom: '2026-10-25',
      weekTo: '2026-10-31',
      timeZone: 'Europe/Dublin',
      message: null,
    });
    expect(all.rows.map((r) => [r.attendeeName, r.visitType, r.actualIn, r.actualOut])).toEqual([
      ['Early Bird', 'Unplanned', '01:30', null],
      ['Plan Ned', 'Planned', '09:15', null],
      ['Pat Partner', 'Partner', '09:20', '10:00'],
    ]);
    const partners = await t
      .as(a)
      .liveReport.report(a, parse(LiveReportCommand, { depotId: depot.id, visitType: 'Partner', date: '2026-10-25' }));
    expect(partners.rows.map((r) => ({ attendeeName: r.attendeeName }))).toEqual([{ attendeeName: 'Pat Partner' }]);
    const regular = await live(a, { depot: depot.id, date: '2026-10-25' }, true);
    expect(regular).toMatchObject({ rows: [], message: Messages.noAttendees });
    const other = await makeDepot(t.orm, tenant);
    expect((await live(a, { visitType: 'All', depot: other.id, date: '2026-10-25' })).rows).toEqual([]);
    // the attendee filter (spec 7: visitType, attendee): a name, contains, any case; a wildcard is a plain character
    const names = async (attendee: string) =>
      (await live(a, { visitType: 'All', depot: depot.id, date: '2026-10-25', attendee })).rows.map((x) => x.attendeeName);
    expect(await names('ned')).toEqual(['Plan Ned']);
    expect(await names('PART')).toEqual(['Pat Partner']);
    expect(await names('%')).toEqual([]);
    const byName = await t
      .as(a)
      .liveReport.report(a, parse(LiveReportCommand, { depotId: depot.id, visitType: 'All', date: '2026-10-25', attendee: 'bird' }));
    expect(byName.rows.map((r) => ({ attendeeName: r.attendeeName }))).toEqual([{ attendeeName: 'Early Bird' }]);
  });
});
