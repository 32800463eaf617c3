import { ANONYMOUS } from '../../../core/auth/actor';
import { fixedClock } from '../../../core/clock';
import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { makeBadges, makeDepot, makePartner, makeShift, makeWorld } from '../../../test/factories';
import { failure, serviceTier } from '../../../test/service-tier';
import { Attendance } from '../../attendance/attendance.entity';
import type { Shift } from '../../shifts/shift.entity';
import { shiftWindow } from '../partner-kiosk.service';
import { ClockInCommand, ClockOutCommand, PartnerLookupCommand, ShiftValidationCommand } from '../partner.commands';

/**
 * The partner kiosk's rules at the service tier (issue 24), on a fixed clock: the shift window in the depot's zone,
 * the spec 4.5 decision table, the clock-in rules (badge, temperature, tenant) and one open attendance under a
 * race. partner-kiosk.test.ts keeps the routes, the legacy texts, the signature and the live grid.
 */
const clock = fixedClock('2026-06-10T10:00:00Z');
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'partner_kiosk', clock });
});
afterAll(async () => {
  await t.close();
});

const shift = (startTime: string, endTime: string) => ({ startTime, endTime }) as Shift;
const at = (iso: string) => new Date(iso);
const kiosk = () => t.as(ANONYMOUS).partnerKiosk;
const clockIn = async (depotId: string, workId: string, over: Record<string, unknown> = {}) =>
  kiosk().clockIn(ANONYMOUS, parse(ClockInCommand, { workId, depotId, ...over }));
const clockOut = async (depotId: string, workId: string) => kiosk().clockOut(ANONYMOUS, parse(ClockOutCommand, { workId, depotId }));
const lookup = async (depotId: string, workId: string) => kiosk().lookup(ANONYMOUS, parse(PartnerLookupCommand, { workId, depotId }));
const validate = async (depotId: string, workId: string) =>
  kiosk().validateShift(ANONYMOUS, parse(ShiftValidationCommand, { workId, depotId }));
const openOf = (partnerId: string) =>
  t.orm.em.fork().find(Attendance, { partner: partnerId }, { filters: false, orderBy: { checkedInAt: 'asc' } });

describe('the shift window in the depot zone (pure)', () => {
  it('opens 15 minutes before the start and closes at the end, across the Dublin autumn change', () => {
    const day = shift('08:00', '16:00');
    // 24 Oct 2026: Irish summer time (UTC+1); 25 Oct: winter time (UTC+0).
    expect(shiftWindow(day, at('2026-10-24T06:44:00Z'), 'Europe/Dublin')).toEqual({ open: false, ended: false });
    expect(shiftWindow(day, at('2026-10-24T06:45:00Z'), 'Europe/Dublin')).toEqual({ open: true, ended: false });
    expect(shiftWindow(day, at('2026-10-25T06:45:00Z'), 'Europe/Dublin')).toEqual({ open: false, ended: false });
    expect(shiftWindow(day, at('2026-10-25T07:45:00Z'), 'Europe/Dublin')).toEqual({ open: true, ended: false });
    expect(shiftWindow(day, at('2026-10-25T15:59:00Z'), 'Europe/Dublin')).toEqual({ open: true, ended: false });
    expect(shiftWindow(day, at('2026-10-25T16:00:00Z'), 'Europe/Dublin')).toEqual({ open: false, ended: true });
  });

  it('an overnight shift runs past midnight, across the New York spring change', () => {
    const night = shift('22:00', '06:00');
    // 7 Mar 22:00 EST = 8 Mar 03:00Z; the clocks jump 02:00 -> 03:00 on 8 Mar; 06:00 EDT = 10:00Z.
    expect(shiftWindow(night, at('2026-03-08T02:44:00Z'), 'America/New_York').open).toBe(false);
    expect(shiftWindow(night, at('2026-03-08T02:45:00Z'), 'America/New_York').open).toBe(true);
    expect(shiftWindow(night, at('2026-03-08T07:30:00Z'), 'America/New_York').open).toBe(true); // 03:30 EDT, after the jump
    expect(shiftWindow(night, at('2026-03-08T09:59:00Z'), 'America/New_York').open).toBe(true);
    expect(shiftWindow(night, at('2026-03-08T10:00:00Z'), 'America/New_York')).toEqual({ open: false, ended: false });
    expect(shiftWindow(null, at('2026-03-08T10:00:00Z'), 'America/New_York').open).toBe(true);
  });
});

describe('shift validation at the kiosk', () => {
  it('a shift not yet started: the validation and clock-in both say so, nothing is written', async () => {
    clock.set('2026-06-10T06:00:00Z'); // 07:00 in Dublin (summer time)
    const { tenant, depot } = await makeWorld(t.orm);
    const p = await makePartner(t.orm, depot, { shift: await makeShift(t.orm, tenant, '08:00', '16:00') });
    expect(await validate(depot.id, p.workId)).toEqual({
      ok: false,
      message: Messages.shiftNotStarted,
      shiftName: 'Day',
      startTime: '08:00',
      endTime: '16:00',
    });
    expect(await failure(clockIn(depot.id, p.workId))).toMatchObject({ code: 'BAD_USER_INPUT', message: Messages.shiftNotStarted });
    expect(await openOf(p.id)).toHaveLength(0);
    clock.set('2026-06-10T06:50:00Z'); // 07:50: within 15 minutes of the start
    expect((await validate(depot.id, p.workId)).ok).toBe(true);
    await clockIn(depot.id, p.workId);
    clock.set('2026-06-10T16:30:00Z'); // 17:30: after the end
    expect(await validate(depot.id, p.workId)).toMatchObject({ ok: false, message: Messages.shiftEnded });
  });

  it('a depot in New York reads the same shift in its own zone', async () => {
    clock.set('2026-06-10T12:30:00Z'); // 08:30 in New York, 13:30 in Dublin
    const { tenant } = await makeWorld(t.orm);
    const ny = await makeDepot(t.orm, tenant, { timeZone: 'America/New_York' });
    const p = await makePartner(t.orm, ny, { shift: await makeShift(t.orm, tenant, '08:00', '09:00') });
    expect((await validate(ny.id, p.workId)).ok).toBe(true);
  });

  it('an unknown work id or a non-numeric one is a clear BAD_USER_INPUT', async () => {
    const { depot } = await makeWorld(t.orm);
    expect((await failure(validate(depot.id, '999999999999'))).message).toBe(Messages.partnerUnknown);
    expect((await failure(validate(depot.id, '12ab'))).message).toBe(Messages.workIdNumeric);
  });
});

describe('the spec 4.5 decision table', () => {
  beforeEach(() => clock.set('2026-06-10T10:00:00Z'));

  it('same day, clocked in and not out: the sign-in validation, and a second clock-in is refused', async () => {
    const { depot } = await makeWorld(t.orm);
    const p = await makePartner(t.orm, depot);
    await clockIn(depot.id, p.workId);
    expect(await lookup(depot.id, p.workId)).toMatchObject({
      next: 'SIGN_IN_VALIDATION',
      message: Messages.alreadySignedInSignOut,
      hasClockedIn: true,
    });
    expect(await failure(clockIn(depot.id, p.workId))).toEqual({ code: 'CONFLICT', message: Messages.alreadySignedInSignOut });
  });

  it('same day, in and out, with the single sign flag: the single-sign warning, clock-in refused', async () => {
    const { depot } = await makeWorld(t.orm);
    const p = await makePartner(t.orm, depot, { singleSignFlag: true });
    await clockIn(depot.id, p.workId);
    await clockOut(depot.id, p.workId);
    expect(await lookup(depot.id, p.workId)).toMatchObject({
      next: 'SINGLE_SIGN_WARNING',
      message: Messages.alreadySignedInForDay,
      hasClockedOut: true,
    });
    expect(await failure(clockIn(depot.id, p.workId))).toEqual({ code: 'CONFLICT', message: Messages.alreadySignedInForDay });
  });

  it('same day, in and out, without the flag: the partner screen, and a second clock-in works', async () => {
    const { depot } = await makeWorld(t.orm);
    const p = await makePartner(t.orm, depot);
    await clockIn(depot.id, p.workId);
    await clockOut(depot.id, p.workId);
    expect(await lookup(depot.id, p.workId)).toMatchObject({ next: 'PARTNER_SCREEN', message: null });
    await clockIn(depot.id, p.workId);
    expect(await openOf(p.id)).toHaveLength(2);
  });

  it('clocked in on an earlier day and never out: the partner screen; the next clock-in closes the old one at its shift end', async () => {
    const { tenant, depot } = await makeWorld(t.orm);
    const p = await makePartner(t.orm, depot, { shift: await makeShift(t.orm, tenant, '08:00', '16:00') });
    clock.set('2026-06-09T07:00:00Z'); // 08:00 Dublin, yesterday
    await clockIn(depot.id, p.workId);
    clock.set('2026-06-10T07:00:00Z');
    expect(await lookup(depot.id, p.workId)).toMatchObject({ next: 'PARTNER_SCREEN', hasClockedIn: false });
    await clockIn(depot.id, p.workId);
    const [old, now] = await openOf(p.id);
    expect(old.checkedOutAt!.toISOString()).toBe('2026-06-09T15:00:00.000Z'); // 16:00 Dublin
    expect(old.manualCheckout).toBe(true);
    expect(now.checkedOutAt).toBeNull();
  });
});

describe('clock-in rules', () => {
  beforeEach(() => clock.set('2026-06-10T10:00:00Z'));

  it('a partner with badgeNumFlag needs a badge of the depot; with enterTemperature a reading; both are kept', async () => {
    const { depot } = await makeWorld(t.orm);
    await makeBadges(t.orm, depot, ['P1']);
    const p = await makePartner(t.orm, depot, { badgeNumFlag: true, enterTemperature: true });
    expect((await failure(clockIn(depot.id, p.workId, { temperature: '36.6' }))).message).toBe('Badge number is required');
    expect((await failure(clockIn(depot.id, p.workId, { depotBadgeNum: 'p1' }))).message).toBe(Messages.temperatureRequired);
    expect((await failure(clockIn(depot.id, p.workId, { depotBadgeNum: 'zz', temperature: '36.6' }))).message).toBe(
      Messages.badgeUnknown('ZZ'),
    );
    expect((await failure(clockIn(depot.id, p.workId, { depotBadgeNum: 'p1', temperature: 'hot' }))).message).toBe(
      Messages.temperatureInvalid,
    );
    const ok = await clockIn(depot.id, p.workId, { depotBadgeNum: 'p1', temperature: '36.6' });
    expect(ok).toMatchObject({
      name: 'Pat Partner',
      organisation: 'Acme Logistics',
      badgeNumber: 'P1',
      message: Messages.partnerClockedIn('Pat Partner'),
    });
    const [a] = await openOf(p.id);
    expect(a.temperature).toBe('36.6');
    const other = await makePartner(t.orm, depot, { badgeNumFlag: true });
    expect(await failure(clockIn(depot.id, other.workId, { depotBadgeNum: 'P1' }))).toMatchObject({
      code: 'CONFLICT',
      message: Messages.badgeInUse,
    });
  });

  it("another tenant's partner is unknown at this depot", async () => {
    const a = await makeWorld(t.orm);
    const b = await makeWorld(t.orm);
    const p = await makePartner(t.orm, a.depot);
    expect((await failure(clockIn(b.depot.id, p.workId))).message).toBe(Messages.partnerUnknown);
  });

  it('one work id clocking in at two kiosks at once gets one open attendance', async () => {
    const { tenant, depot } = await makeWorld(t.orm);
    const depot2 = await makeDepot(t.orm, tenant);
    const p = await makePartner(t.orm, depot);
    const rs = await Promise.allSettled([depot, depot2, depot, depot2].map((d) => clockIn(d.id, p.workId)));
    expect(rs.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected']);
    for (const r of rs) if (r.status === 'rejected') expect((r.reason as Error).message).toBe(Messages.alreadySignedInSignOut);
    expect(await openOf(p.id)).toHaveLength(1);
  });
});
