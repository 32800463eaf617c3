import type { MikroORM } from '@mikro-orm/core';
import { localDay, wallClock } from '../../../core/time';
import { Tenant } from '../../tenants/tenant.entity';
import { Depot } from '../../depots/depot.entity';
import { Shift } from '../../shifts/shift.entity';
import { RoleName } from '../../roles/role-name.entity';
import { Partner } from '../../attendance/partner.entity';
import { Badge } from '../../attendance/badge.entity';
import { Attendance, AttendanceKind } from '../../attendance/attendance.entity';
import { workIdBase } from '../../imports/__tests__/support';
import { Visit, VisitType } from '../../attendance/visit.entity';
import { Attendee } from '../../attendees/attendee.entity';
import { Signature } from '../../attendance/signature.entity';
import { uniq } from '../../../test/factories';

/** Partners with shifts and roles, and their attendances written straight to the table (the kiosk is another module's). */
export async function partnerWorld(orm: MikroORM, depot: Depot) {
  const em = orm.em.fork();
  const d = await em.findOneOrFail(Depot, depot.id, { filters: false });
  const tenant = em.getReference(Tenant, d.tenant.id);
  const shift = em.create(Shift, { tenant, shiftName: 'Day', startTime: '08:00', endTime: '16:00' });
  const role = em.create(RoleName, { tenant, roleName: 'Forklift Driver' });
  const base = workIdBase();
  const partner = (i: number, over: Partial<Partner> = {}) =>
    em.create(Partner, {
      tenant,
      depot: d,
      workId: String(base + i),
      name: `Partner ${i}`,
      organisation: 'Acme Logistics',
      shift,
      role,
      ...over,
    });
  await em.flush();
  return {
    em,
    tenant,
    depot: d,
    shift,
    role,
    partner,
    badge: (number: string) => em.create(Badge, { tenant, depot: d, number }),
    attend: (p: Partner, day: string, inAt: string, outAt: string | null, over: Partial<Attendance> = {}) =>
      em.create(Attendance, {
        tenant,
        depot: d,
        kind: AttendanceKind.Partner,
        partner: p,
        personKey: `partner:${p.id}`,
        localDate: day,
        checkedInAt: wallClock(day, inAt, d.timeZone),
        checkedOutAt: outAt ? wallClock(day, outAt, d.timeZone) : null,
        ...over,
      }),
  };
}

// ---- visitors report (issue 9) ----

/** Visits of every kind at a depot, with their attendances (times as wall clocks on the depot's days), written straight to the tables. */
export async function visitWorld(orm: MikroORM, depot: Depot) {
  const em = orm.em.fork();
  const d = await em.findOneOrFail(Depot, depot.id, { filters: false, populate: ['tenant'] });
  const tenant = d.tenant;
  const person = (firstName: string, lastName = 'Visitor', company = 'Acme') =>
    em.create(Attendee, { tenant, firstName, lastName, email: `${uniq('v')}@example.test`, company });
  const visit = (
    kind: VisitType,
    day: string,
    time: string,
    over: Partial<Visit> & { firstName?: string; lastName?: string; company?: string } = {},
  ) => {
    const { firstName, lastName, company, ...rest } = over;
    return em.create(Visit, {
      tenant,
      depot: d,
      attendee: person(firstName ?? 'Ada', lastName, company),
      visitType: kind,
      meetingReference: kind === VisitType.Planned ? uniq('V').toUpperCase() : null,
      hostName: 'Grace Host',
      hostEmail: 'host@example.test',
      dateOfVisit: wallClock(day, time, d.timeZone),
      ...rest,
    });
  };
  const checkIn = (v: Visit, inAt: Date, outAt: Date | null = null, over: Partial<Attendance> = {}) =>
    em.create(Attendance, {
      tenant,
      depot: d,
      kind: AttendanceKind.Visitor,
      visit: v,
      attendee: v.attendee,
      personKey: `visitor:${v.attendee.id}:${uniq()}`,
      localDate: localDay(inAt, d.timeZone),
      checkedInAt: inAt,
      checkedOutAt: outAt,
      ...over,
    });
  const sign = (a: Attendance, png: Buffer) => em.create(Signature, { tenant, attendance: a, png });
  return { em, tenant, depot: d, visit, checkIn, sign, badge: (number: string) => em.create(Badge, { tenant, depot: d, number }) };
}
