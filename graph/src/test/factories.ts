import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import { hashPassword } from '../core/auth/password';
import { Tenant } from '../modules/tenants/tenant.entity';
import { Depot } from '../modules/depots/depot.entity';
import { User } from '../modules/users/user.entity';
import { Manager } from '../modules/depots/manager.entity';

/** Unique-enough suffix so parallel tests never collide on names, codes or usernames. */
export const uniq = (prefix = '') => `${prefix}${randomBytes(4).toString('hex')}`;

export async function makeTenant(orm: MikroORM, over: Partial<Tenant> = {}): Promise<Tenant> {
  const em = orm.em.fork();
  const tenant = em.create(Tenant, { name: uniq('Tenant '), ...over });
  await em.flush();
  return tenant;
}

export async function makeDepot(orm: MikroORM, tenant: Tenant, over: Partial<Depot> = {}): Promise<Depot> {
  const em = orm.em.fork();
  const depot = em.create(Depot, {
    tenant: em.getReference(Tenant, tenant.id),
    code: uniq('D').slice(0, 8).toUpperCase(),
    line1: '1 Quay Road',
    line2: 'Docklands',
    county: 'Dublin',
    eirCode: 'D01 X2Y3',
    ...over,
  });
  await em.flush();
  return depot;
}

export const TEST_PASSWORD = 'Correct-Horse-9';

export async function makeUser(
  orm: MikroORM,
  opts: { tenant?: Tenant | null; depot?: Depot | null; role?: string; password?: string; username?: string; email?: string } = {},
): Promise<User> {
  const em = orm.em.fork();
  const username = opts.username ?? uniq('user_');
  const user = em.create(User, {
    tenant: opts.tenant ? em.getReference(Tenant, opts.tenant.id) : null,
    depot: opts.depot ? em.getReference(Depot, opts.depot.id) : null,
    username,
    name: `Test ${username}`,
    email: opts.email ?? `${username}@example.test`,
    role: opts.role ?? 'TenantAdmin',
    passwordHash: await hashPassword(opts.password ?? TEST_PASSWORD),
    emailConfirmed: true,
  });
  await em.flush();
  return user;
}

export async function makeManager(orm: MikroORM, depot: Depot, over: Partial<Manager> = {}): Promise<Manager> {
  const em = orm.em.fork();
  const d = await em.findOneOrFail(Depot, depot.id, { filters: false });
  const m = em.create(Manager, {
    tenant: d.tenant,
    depot: d,
    name: uniq('Manager '),
    email: `${uniq('m')}@example.test`,
    department: 'Operations',
    ...over,
  });
  await em.flush();
  return m;
}

/** A tenant with one depot and one user per staff role. */
export async function makeWorld(orm: MikroORM) {
  const tenant = await makeTenant(orm);
  const depot = await makeDepot(orm, tenant);
  const admin = await makeUser(orm, { tenant, depot, role: 'TenantAdmin' });
  const manager = await makeUser(orm, { tenant, depot, role: 'DepotManager' });
  return { tenant, depot, admin, manager };
}

// ---- be-kiosk-visits: visits, regular visitors, badges ----
import { Attendee } from '../modules/attendees/attendee.entity';
import { Visit, VisitType } from '../modules/attendance/visit.entity';
import { RegularVisitor } from '../modules/regular-visitors/regular-visitor.entity';
import { RegularHost } from '../modules/regular-visitors/regular-host.entity';
import { Badge } from '../modules/attendance/badge.entity';

async function attendeeFor(
  em: ReturnType<MikroORM['em']['fork']>,
  tenant: Tenant,
  over: { firstName?: string; lastName?: string; email?: string; company?: string },
) {
  const a = em.create(Attendee, {
    tenant: em.getReference(Tenant, tenant.id),
    firstName: over.firstName ?? 'Ada',
    lastName: over.lastName ?? 'Byrne',
    email: (over.email ?? `${uniq('v')}@example.test`).toLowerCase(),
    company: over.company ?? 'Acme',
  });
  return a;
}

/** A planned visit (meeting reference, today by default) at a depot, with its attendee. */
export async function makeVisit(
  orm: MikroORM,
  depot: Depot,
  over: Partial<Visit> & { person?: { firstName?: string; lastName?: string; email?: string; company?: string } } = {},
): Promise<Visit> {
  const em = orm.em.fork();
  const d = await em.findOneOrFail(Depot, depot.id, { filters: false });
  const { person, ...rest } = over;
  const attendee = await attendeeFor(em, d.tenant, person ?? {});
  const visit = em.create(Visit, {
    tenant: d.tenant,
    depot: d,
    attendee,
    visitType: VisitType.Planned,
    meetingReference: uniq('MR').toUpperCase(),
    hostName: 'Grace Host',
    hostEmail: 'host@example.test',
    hostDepartment: 'Operations',
    dateOfVisit: new Date(),
    ...rest,
  });
  await em.flush();
  return visit;
}

/** A regular visitor (RV code, 6-character passcode) registered at a depot. */
export async function makeRegularVisitor(
  orm: MikroORM,
  depot: Depot,
  over: Partial<RegularVisitor> & { person?: { firstName?: string; lastName?: string; email?: string; company?: string } } = {},
): Promise<RegularVisitor> {
  const em = orm.em.fork();
  const d = await em.findOneOrFail(Depot, depot.id, { filters: false });
  const { person, ...rest } = over;
  const attendee = await attendeeFor(em, d.tenant, person ?? {});
  const host = em.create(RegularHost, {
    tenant: d.tenant,
    hostname: 'Grace Host',
    hostemail: 'host@example.test',
    department: 'OPERATIONS',
  });
  const rv = em.create(RegularVisitor, {
    tenant: d.tenant,
    depot: d,
    attendee,
    host,
    meetingReference: uniq('RV').toUpperCase(),
    passCode: 'AB3XY9',
    ...rest,
  });
  await em.flush();
  return rv;
}

/** Badges of a depot's pool by number. */
export async function makeBadges(orm: MikroORM, depot: Depot, numbers: string[]): Promise<Badge[]> {
  const em = orm.em.fork();
  const d = await em.findOneOrFail(Depot, depot.id, { filters: false });
  const badges = numbers.map((number) => em.create(Badge, { tenant: d.tenant, depot: d, number: number.toUpperCase() }));
  await em.flush();
  return badges;
}

// ---- partners: shifts, role names, partners ----
import { Shift } from '../modules/shifts/shift.entity';
import { RoleName } from '../modules/roles/role-name.entity';
import { Partner } from '../modules/attendance/partner.entity';

export async function makeShift(orm: MikroORM, tenant: Tenant, startTime = '08:00', endTime = '16:00', shiftName = 'Day'): Promise<Shift> {
  const em = orm.em.fork();
  const shift = em.create(Shift, { tenant: em.getReference(Tenant, tenant.id), shiftName, startTime, endTime });
  await em.flush();
  return shift;
}

export async function makeRole(orm: MikroORM, tenant: Tenant, roleName = uniq('Role ')): Promise<RoleName> {
  const em = orm.em.fork();
  const role = em.create(RoleName, { tenant: em.getReference(Tenant, tenant.id), roleName });
  await em.flush();
  return role;
}

/** A numeric work id no other test uses. */
export const workId = () => String(parseInt(randomBytes(6).toString('hex'), 16)).slice(0, 14);

export async function makePartner(
  orm: MikroORM,
  depot: Depot,
  over: Partial<Omit<Partner, 'shift' | 'role'>> & { shift?: Shift | null; role?: RoleName | null } = {},
): Promise<Partner> {
  const em = orm.em.fork();
  const d = await em.findOneOrFail(Depot, depot.id, { filters: false });
  const { shift, role, ...rest } = over;
  const partner = em.create(Partner, {
    tenant: d.tenant,
    depot: d,
    workId: workId(),
    name: 'Pat Partner',
    organisation: 'Acme Logistics',
    email: `${uniq('p')}@example.test`,
    shift: shift ? em.getReference(Shift, shift.id) : null,
    role: role ? em.getReference(RoleName, role.id) : null,
    ...rest,
  });
  await em.flush();
  return partner;
}
