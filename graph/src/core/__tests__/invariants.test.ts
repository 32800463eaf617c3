import type { MikroORM } from '@mikro-orm/core';
import { testOrm } from '../../test/orm';
import { makeDepot, makeTenant, uniq } from '../../test/factories';
import { uniqueViolation } from '../errors';
import { Badge } from '../../modules/attendance/badge.entity';
import { Attendee } from '../../modules/attendees/attendee.entity';
import { Visit, VisitType } from '../../modules/attendance/visit.entity';
import { Attendance, AttendanceKind } from '../../modules/attendance/attendance.entity';
import { Partner } from '../../modules/attendance/partner.entity';
import type { Depot } from '../../modules/depots/depot.entity';
import type { Tenant } from '../../modules/tenants/tenant.entity';

/**
 * The invariants of DESIGN.md section 5 are enforced by the database, not only by code: N concurrent
 * transactions race for the same thing and exactly one commits; the others fail on the named index.
 */
let orm: MikroORM;
beforeAll(async () => {
  orm = await testOrm();
});
afterAll(async () => {
  await orm.close();
});

async function race(n: number, attempt: (i: number) => Promise<unknown>) {
  const results = await Promise.allSettled(Array.from({ length: n }, (_, i) => attempt(i)));
  const won = results.filter((r) => r.status === 'fulfilled').length;
  const constraints = results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => uniqueViolation(r.reason) ?? String(r.reason));
  return { won, constraints };
}

async function world() {
  const tenant = await makeTenant(orm);
  const depot = await makeDepot(orm, tenant);
  const other = await makeDepot(orm, tenant);
  const em = orm.em.fork();
  const badge = em.create(Badge, { tenant: tenant.id, depot: depot.id, number: 'B1' });
  const attendee = em.create(Attendee, {
    tenant: tenant.id,
    firstName: 'Ada',
    lastName: 'Byrne',
    email: `${uniq('ada')}@example.test`,
    company: 'Acme',
  });
  await em.flush();
  return { tenant, depot, other, badge, attendee };
}

function open(tenant: Tenant, depot: Depot, over: Partial<Attendance> & { personKey: string }) {
  return orm.em.fork().transactional(async (em) => {
    em.create(Attendance, {
      tenant: tenant.id,
      depot: depot.id,
      kind: AttendanceKind.Visitor,
      localDate: '2026-11-22',
      checkedInAt: new Date(),
      ...over,
    } as never);
  });
}

describe('database invariants under concurrent duplicates', () => {
  it('a badge is held by one open attendance at a time', async () => {
    const { tenant, depot, badge } = await world();
    const r = await race(6, (i) => open(tenant, depot, { personKey: `visitor:${uniq()}-${i}`, badge: badge.id as never }));
    expect(r.won).toBe(1);
    expect(r.constraints).toEqual(Array(5).fill('attendance_badge_open_uniq'));
    // Once the holder signs out, the badge is free again.
    await orm.em.fork().nativeUpdate(Attendance, { badge: badge.id, checkedOutAt: null }, { checkedOutAt: new Date() });
    await expect(open(tenant, depot, { personKey: `visitor:${uniq()}`, badge: badge.id as never })).resolves.toBeUndefined();
  });

  it('a person is signed in at one depot at a time', async () => {
    const { tenant, depot, other, attendee } = await world();
    const key = `visitor:${attendee.id}`;
    const r = await race(6, (i) => open(tenant, i % 2 ? depot : other, { personKey: key, attendee: attendee.id as never }));
    expect(r.won).toBe(1);
    expect(new Set(r.constraints)).toEqual(new Set(['attendance_person_open_uniq']));
  });

  it('a visit reference checks in once', async () => {
    const { tenant, depot, attendee } = await world();
    const em = orm.em.fork();
    const visit = em.create(Visit, {
      tenant: tenant.id,
      depot: depot.id,
      attendee: attendee.id,
      visitType: VisitType.Planned,
      meetingReference: uniq('M').toUpperCase(),
      dateOfVisit: new Date(),
    });
    await em.flush();
    // Different person keys so only the visit index can stop them.
    const r = await race(6, (i) => open(tenant, depot, { personKey: `visitor:${uniq()}-${i}`, visit: visit.id as never }));
    expect(r.won).toBe(1);
    expect(new Set(r.constraints)).toEqual(new Set(['attendance_visit_uniq']));
  });

  it('work ids are unique in the whole system and numeric', async () => {
    const a = await makeTenant(orm);
    const b = await makeTenant(orm);
    const workId = String(Date.now()).slice(-9) + String(Math.floor(Math.random() * 1000));
    const r = await race(6, (i) =>
      orm.em.fork().transactional(async (em) => {
        em.create(Partner, { tenant: (i % 2 ? a : b).id, workId, name: `P${i}`, organisation: 'Agency' } as never);
      }),
    );
    expect(r.won).toBe(1);
    expect(new Set(r.constraints)).toEqual(new Set(['partner_work_id_uniq']));
    const em = orm.em.fork();
    em.create(Partner, { tenant: a.id, workId: '12AB', name: 'X', organisation: 'Agency' } as never);
    await expect(em.flush()).rejects.toMatchObject({ code: '23514' });
  });
});
