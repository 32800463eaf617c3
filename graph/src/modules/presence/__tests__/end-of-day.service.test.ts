import type { EntityManager } from '@mikro-orm/postgresql';
import { fixedClock } from '../../../core/clock';
import type { AttendanceChangedEvent } from '../../../contracts/topics';
import { makeBadges, makeDepot, makePartner, makeTenant, makeVisit, uniq } from '../../../test/factories';
import { serviceTier } from '../../../test/service-tier';
import { ANONYMOUS } from '../../../core/auth/actor';
import { Attendance, AttendanceKind } from '../../attendance/attendance.entity';
import { Badge } from '../../attendance/badge.entity';
import { Depot } from '../../depots/depot.entity';
import { Partner } from '../../attendance/partner.entity';
import { Visit } from '../../attendance/visit.entity';
import { EndOfDaySweep } from '../end-of-day.service';
import { partnerReportPage } from '../../reports/partner-report.query';

/**
 * End-of-day sign-out (issue 23) on fixed clocks across both daylight-saving changes, with two workers at once and a
 * job run twice: each open attendance is closed once (automatic, at the depot's time), its badge is free, one event
 * each; a depot without a time, and whoever signed in after the time, are left alone.
 */
const clock = fixedClock('2027-03-27T12:00:00Z');
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'endofday', clock });
});
afterAll(async () => {
  await t.close();
});

/** A worker's own service (its own EntityManager, as a second worker process would have). */
const worker = () => new EndOfDaySweep(t.as(ANONYMOUS).deps);

async function depotAt(timeZone: string, autoSignOutTime: string | null) {
  const tenant = await makeTenant(t.orm);
  const depot = await makeDepot(t.orm, tenant, { timeZone });
  await t.orm.em.fork().nativeUpdate(Depot, { id: depot.id }, { autoSignOutTime });
  await makeBadges(t.orm, depot, ['A1', 'A2']);
  return depot;
}

/** Someone signed in at `at`: a planned visitor (with a badge) or a partner. */
async function signedIn(depot: Depot, at: string, who: 'visitor' | 'partner', badge?: string): Promise<string> {
  const em = t.orm.em.fork() as EntityManager;
  const d = await em.findOneOrFail(Depot, depot.id, { filters: false, populate: ['tenant'] });
  const base = { tenant: d.tenant, depot: d, localDate: at.slice(0, 10), checkedInAt: new Date(at) };
  let a: Attendance;
  if (who === 'partner') {
    const p = await em.findOneOrFail(Partner, (await makePartner(t.orm, depot, { name: uniq('Pat ') })).id, { filters: false });
    a = em.create(Attendance, { ...base, kind: AttendanceKind.Partner, partner: p, personKey: `partner:${p.id}` });
  } else {
    const v = await em.findOneOrFail(Visit, (await makeVisit(t.orm, depot)).id, { filters: false, populate: ['attendee'] });
    a = em.create(Attendance, {
      ...base,
      kind: AttendanceKind.Visitor,
      visit: v,
      attendee: v.attendee,
      personKey: `visitor:${v.attendee.id}`,
    });
  }
  if (badge) a.badge = await em.findOneOrFail(Badge, { depot: depot.id, number: badge }, { filters: false });
  await em.flush();
  return a.id;
}

function heard(depotId: string) {
  const seen: AttendanceChangedEvent[] = [];
  const stop = t.events.on('attendanceChanged', (e) => seen.push(e), depotId);
  return { seen, stop };
}

const rowOf = (id: string) => t.orm.em.fork().findOneOrFail(Attendance, id, { filters: false });

describe('end-of-day sign-out', () => {
  it('Dublin, spring forward (01:30 does not exist on 28 March 2027): at 02:30 IST, two workers, run twice: each closed once', async () => {
    const depot = await depotAt('Europe/Dublin', '01:30');
    const quiet = await depotAt('Europe/Dublin', null);
    const v = await signedIn(depot, '2027-03-27T09:00:00Z', 'visitor', 'A1');
    const p = await signedIn(depot, '2027-03-27T22:00:00Z', 'partner', 'A2');
    const untouched = await signedIn(quiet, '2027-03-27T09:00:00Z', 'visitor');
    const events = heard(depot.id);
    // 02:29 IST on the 28th: not yet (01:30 is skipped: the clocks go from 01:00 to 02:00, and a skipped time
    // moves on by the hour skipped, as core/time's wallClock does everywhere: 02:30 IST = 01:30 UTC).
    clock.set('2027-03-28T01:29:00Z');
    expect((await worker().runDue()).filter((r) => r.depotId === depot.id)).toEqual([]);
    expect((await rowOf(v)).checkedOutAt).toBeNull();
    clock.set('2027-03-28T01:30:30Z');
    const [a, b] = await Promise.all([worker().runDue(), worker().runDue()]);
    const runs = [...a, ...b].filter((r) => r.depotId === depot.id);
    expect(runs.map((r) => r.closed).sort()).toEqual([2, null]);
    expect(runs[0].cutoff.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(runs[0].localDate).toBe('2027-03-28');
    // The job run again later the same day: nothing more.
    clock.set('2027-03-28T05:00:00Z');
    expect((await worker().runDue()).filter((r) => r.depotId === depot.id)).toEqual([
      expect.objectContaining({ closed: null, localDate: '2027-03-28' }),
    ]);
    for (const id of [v, p]) {
      const row = await rowOf(id);
      expect(row.checkedOutAt!.toISOString()).toBe('2027-03-28T01:30:00.000Z');
      expect(row.autoCheckout).toBe(true);
      expect(row.manualCheckout).toBe(false);
    }
    expect((await rowOf(untouched)).checkedOutAt).toBeNull();
    // One event an attendance; the badges are free for the next sign-in.
    expect(events.seen.map((e) => [e.kind, e.attendanceId]).sort()).toEqual(
      [
        ['CHECKED_OUT', v],
        ['CLOCKED_OUT', p],
      ].sort(),
    );
    events.stop();
    const held = await t.orm.em.fork().count(Attendance, { depot: depot.id, checkedOutAt: null, badge: { $ne: null } }, { filters: false });
    expect(held).toBe(0);
  });

  it('New York, fall back (01:30 happens twice on 1 November 2026): the first 01:30 (EDT); who signed in after it stays', async () => {
    const depot = await depotAt('America/New_York', '01:30');
    const early = await signedIn(depot, '2026-10-31T20:00:00Z', 'visitor', 'A1');
    const events = heard(depot.id);
    clock.set('2026-11-01T05:29:00Z'); // 01:29 EDT
    expect((await worker().runDue()).filter((r) => r.depotId === depot.id)).toEqual([]);
    clock.set('2026-11-01T05:31:00Z'); // 01:31 EDT: the first 01:30 has passed
    const late = await signedIn(depot, '2026-11-01T05:30:30Z', 'partner', 'A2'); // after the cutoff: stays
    const [a, b] = await Promise.all([worker().runDue(), worker().runDue()]);
    const runs = [...a, ...b].filter((r) => r.depotId === depot.id);
    expect(runs.map((r) => r.closed).sort()).toEqual([1, null]);
    expect(runs[0].cutoff.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // The second 01:30 (EST, an hour later) is the same day: no second run.
    clock.set('2026-11-01T06:31:00Z');
    expect((await worker().runDue()).find((r) => r.depotId === depot.id)!.closed).toBeNull();
    expect((await rowOf(early)).autoCheckout).toBe(true);
    expect((await rowOf(late)).checkedOutAt).toBeNull();
    // The next day's time closes the late partner, once.
    clock.set('2026-11-02T06:31:00Z'); // 01:31 EST
    const next = (await worker().runDue()).filter((r) => r.depotId === depot.id);
    expect(next).toEqual([expect.objectContaining({ localDate: '2026-11-02', closed: 1 })]);
    expect((await rowOf(late)).checkedOutAt!.toISOString()).toBe('2026-11-02T06:30:00.000Z');
    // The partner report (its screen, the REST answer and the export's cells) says the sign-out was automatic.
    const report = await partnerReportPage(
      t.orm.em.fork() as EntityManager,
      {
        tenantId: (await t.orm.em.fork().findOneOrFail(Depot, depot.id, { filters: false })).tenant.id,
        depotId: depot.id,
        from: '2026-10-31',
        to: '2026-11-02',
      },
      10,
    );
    expect(report.rows.map((r) => [r.clockOut, r.autoCheckout])).toEqual([['01:30:00', true]]);
    expect(events.seen.map((e) => e.attendanceId).sort()).toEqual([early, late].sort());
    events.stop();
  });

  it('refuses a time that is not a time, for the depot staff may set it on, and clears it', async () => {
    const depot = await depotAt('Europe/Dublin', null);
    const root = { kind: 'staff' as const, userId: 'u', username: 'root', role: 'SuperAdmin', tenantId: null, depotId: null, tokenExp: 0 };
    const svc = t.as(root).endOfDay;
    for (const bad of ['25:00', '7pm', '18:5', '18:60']) {
      await expect(svc.setTime(root, { depotId: depot.id, time: bad })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    expect(await svc.setTime(root, { depotId: depot.id, time: '18:30' })).toBe('18:30');
    expect((await t.orm.em.fork().findOneOrFail(Depot, depot.id, { filters: false })).autoSignOutTime).toBe('18:30');
    expect(await svc.setTime(root, { depotId: depot.id, time: null })).toBeNull();
    expect((await t.orm.em.fork().findOneOrFail(Depot, depot.id, { filters: false })).autoSignOutTime).toBeNull();
  });
});
