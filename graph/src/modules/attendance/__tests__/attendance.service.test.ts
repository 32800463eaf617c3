import { ANONYMOUS, type Actor } from '../../../core/auth/actor';
import { runUnitOfWork } from '../../../core/unit-of-work';
import { parse } from '../../../core/command';
import type { AttendanceChangedEvent } from '../../../contracts/topics';
import { makeBadges, makeVisit, makeWorld } from '../../../test/factories';
import { serviceTier } from '../../../test/service-tier';
import { ShiftCommand } from '../../shifts/shift.commands';
import { Depot } from '../../depots/depot.entity';
import { Visit } from '../visit.entity';
import { Attendance, AttendanceKind } from '../attendance.entity';
import { AttendanceService } from '../attendance.service';

/** The service tier: services on a fresh database, no HTTP, no Redis, no worker (seconds, not minutes). */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'attendance' });
});
afterAll(async () => {
  await t.close();
});

const staff = (u: { id: string; username: string; role: string }, tenantId: string, depotId: string): Actor => ({
  kind: 'staff',
  userId: u.id,
  username: u.username,
  role: u.role,
  tenantId,
  depotId,
  tokenExp: Math.floor(Date.now() / 1000) + 3600,
});

function listen(depotId: string) {
  const seen: AttendanceChangedEvent[] = [];
  const it = t.events.watchAttendance(depotId);
  void (async () => {
    for (;;) {
      const n = await it.next();
      if (n.done) return;
      seen.push(n.value as AttendanceChangedEvent);
    }
  })();
  return { seen, stop: () => it.return?.() };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('the unit of work, at the service tier', () => {
  it('a rolled-back opening writes no attendance, no outbox row and announces nothing; a committed one does each once', async () => {
    const { depot } = await makeWorld(t.orm);
    await makeBadges(t.orm, depot, ['7']);
    const visit = await makeVisit(t.orm, depot);
    const services = t.as(ANONYMOUS);
    const attendance = new AttendanceService(services.deps);
    const l = listen(depot.id);
    const open = (fail: boolean) =>
      runUnitOfWork(services.deps, async (uow) => {
        const d = await uow.em.findOneOrFail(Depot, depot.id, { populate: ['tenant'], filters: false });
        const v = await uow.em.findOneOrFail(Visit, visit.id, { populate: ['attendee'], filters: false });
        const a = await attendance.open(uow, {
          depot: d,
          kind: AttendanceKind.Visitor,
          visit: v,
          attendee: v.attendee,
          badgeNumber: '7',
          carReg: 'X1',
        });
        if (fail) throw new Error('the rest of the change failed');
        return a;
      });
    await expect(open(true)).rejects.toThrow('the rest of the change failed');
    await tick();
    const em = t.orm.em.fork();
    expect(await em.count(Attendance, { visit: visit.id }, { filters: false })).toBe(0);
    expect(l.seen).toEqual([]);
    const a = await open(false);
    await tick();
    expect(l.seen.map((e) => [e.kind, e.attendanceId, e.visitType])).toEqual([['CHECKED_IN', a.id, 'Planned']]);
    const rows = await em
      .getConnection()
      .execute(`select count(*)::int as n from outbox_event where name = 'visit-notification' and payload->>'attendanceId' = ?`, [a.id]);
    expect(rows[0].n).toBe(1);
    await l.stop();
  });
});

describe('typed commands, at the service tier', () => {
  it('a shift command is parsed once at the edge; the service takes (actor, command)', async () => {
    const { tenant, depot, admin } = await makeWorld(t.orm);
    const s = t.as(staff(admin, tenant.id, depot.id));
    const shift = await s.shifts.add(
      staff(admin, tenant.id, depot.id),
      parse(ShiftCommand, { startTime: '2026-11-23 06:00', endTime: '14:00' }),
    );
    expect(shift).toMatchObject({ shiftName: '06:00 - 14:00', startTime: '06:00', endTime: '14:00' });
    expect(() => parse(ShiftCommand, { startTime: '6 o clock', endTime: '' })).toThrow('Start time must be a time (HH:mm)');
    expect(() => parse(ShiftCommand, { startTime: '06:00', endTime: '14:00', tenantId: 'abc' })).toThrow('tenantId is not a valid id');
  });
});
