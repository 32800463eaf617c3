import type { EntityManager } from '@mikro-orm/postgresql';
import { carryAuditActor } from '../../../core/audit';
import type { Actor } from '../../../core/auth/actor';
import { parse } from '../../../core/command';
import { runUnitOfWork } from '../../../core/unit-of-work';
import { makeUser, makeWorld } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { DepotPresenceCommand } from '../../presence/presence.commands';
import { RoleCommand } from '../../roles/role.commands';
import { ShiftCommand } from '../../shifts/shift.commands';
import { CheckOutByStaffCommand } from '../../visits/visit-kiosk.commands';
import { serviceKiosk } from '../../visits/__tests__/support';
import { AuditFilterCommand } from '../audit.commands';
import type { AuditLogRow } from '../audit.service';

/**
 * Issue 25, the audit trail at the service tier (issue 24): a kiosk writes no row, a staff check-out does (masked fields
 * untouched), a roll-call is one row with its lines; a rolled-back change leaves no row and a row that cannot
 * be written rolls its change back; the trail is append-only; a TenantAdmin reads its tenant's, a SuperAdmin every
 * tenant's, filtered and paged on the server. The HTTP suite (audit-trail.test.ts) keeps the rows each staff action
 * writes through REST and GraphQL, with the request's address.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'audit' });
});
afterAll(async () => {
  await t.close();
});

/** audit_log as stored, without its id and time (the test compares the rest). */
type Row = Omit<AuditLogRow, 'id' | 'at'>;
const sql = async <T = Record<string, unknown>>(q: string, params: unknown[] = []) =>
  (await t.orm.em.fork().getConnection().execute(q, params)) as T[];
const rowsFor = (tenantId: string, after: number) =>
  sql<Row & { id: string }>(`select * from audit_log where tenant_id = ? and id > ? order by id`, [tenantId, after]);
const lastId = async () => Number((await sql<{ m: string | null }>(`select max(id) as m from audit_log`))[0].m ?? 0);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** A request's address: the trail keeps it. */
const IP = '10.0.0.7';
const addRole = (actor: Actor, roleName: string) => t.as(actor, IP).roles.add(actor, parse(RoleCommand, { roleName }));

const { walkIn } = serviceKiosk(() => t);

describe('what writes audit rows', () => {
  it('a kiosk sign-in writes no row; a manual check-out by staff does, with the masked fields untouched', async () => {
    const { tenant, depot, admin } = await makeWorld(t.orm);
    const before = await lastId();
    await walkIn(depot.id);
    expect(await rowsFor(tenant.id, before)).toEqual([]);
    const [{ id }] = await sql<{ id: string }>(`select id from attendance where depot_id = ?`, [depot.id]);
    const a = staffActor(admin);
    await t.as(a, IP).visitCheckOut.checkOutByStaff(a, parse(CheckOutByStaffCommand, { visitorAttendanceId: id, manualCheckout: true }));
    const rows = await rowsFor(tenant.id, before);
    const row = rows.find((x) => x.target_type === 'attendance');
    expect(row).toMatchObject({ actor_id: admin.id, operation: 'UPDATE', target_id: id });
    expect(Object.keys(row!.changes)).toEqual(expect.arrayContaining(['checked_out_at', 'manual_checkout']));
    expect(row!.changes).not.toHaveProperty('car_reg');
  });

  it('an action writing many rows is one audit row: a roll-call of three people, its lines inside it', async () => {
    const { tenant, depot, admin } = await makeWorld(t.orm);
    for (let i = 0; i < 3; i++) await walkIn(depot.id, { email: `p${i}@example.test` });
    const before = await lastId();
    const a = staffActor(admin);
    const evac = (await t.as(a, IP).evacuations.start(a, parse(DepotPresenceCommand, { depotId: depot.id }))).id;
    const rows = await rowsFor(tenant.id, before);
    expect(rows.map((r) => [r.action, r.target_type, r.target_id])).toEqual([['evacuation.start', 'evacuation', evac]]);
    const lines = Object.keys(rows[0].changes).filter((k) => /^evacuation_entry\[[0-9a-f-]{36}\]\.name$/.test(k));
    expect(lines).toHaveLength(3);
    for (const k of lines) expect(rows[0].changes[k]).toMatchObject({ before: null, after: '(personal)', masked: true });
  });
});

describe('written or rolled back with its change', () => {
  const unitFor = (actor: Actor, ip = '10.1.2.3') => ({ em: carryAuditActor(t.orm.em.fork() as EntityManager, actor, ip) });

  it('a change that rolls back leaves no audit row; the committed one has its row', async () => {
    const { tenant, admin } = await makeWorld(t.orm);
    const actor: Actor = {
      kind: 'staff',
      userId: admin.id,
      username: admin.username,
      role: 'TenantAdmin',
      tenantId: tenant.id,
      depotId: null,
      tokenExp: 0,
    };
    const before = await lastId();
    const insert = (em: EntityManager, name: string) =>
      em
        .getConnection()
        .execute(
          `insert into shift (id, created_at, updated_at, tenant_id, shift_name, start_time, end_time) values (gen_random_uuid(), now(), now(), ?, ?, '08:00', '16:00')`,
          [tenant.id, name],
          'run',
          em.getTransactionContext(),
        );
    await expect(
      runUnitOfWork(unitFor(actor), async ({ em }) => {
        await insert(em, 'Rolled back');
        // A failure after the write, in the same unit: the primary key taken twice.
        await em
          .getConnection()
          .execute(
            `insert into tenant (id, created_at, updated_at, name) select id, now(), now(), name from tenant where id = ?`,
            [tenant.id],
            'run',
            em.getTransactionContext(),
          );
      }),
    ).rejects.toThrow();
    expect(await rowsFor(tenant.id, before)).toEqual([]);
    expect(await sql(`select 1 from shift where shift_name = 'Rolled back' and tenant_id = ?`, [tenant.id])).toEqual([]);
    await runUnitOfWork(unitFor(actor), ({ em }) => insert(em, 'Kept'), { action: 'shift.add' });
    const rows = await rowsFor(tenant.id, before);
    expect(rows).toEqual([expect.objectContaining({ action: 'shift.add', ip: '10.1.2.3', actor_id: admin.id, target_type: 'shift' })]);
  });

  it('an audit row that cannot be written rolls the change back', async () => {
    const { tenant, admin } = await makeWorld(t.orm);
    // A username the trail cannot store (longer than its column): the trigger fails, and the change goes with it.
    const actor: Actor = {
      kind: 'staff',
      userId: admin.id,
      username: 'x'.repeat(300),
      role: 'TenantAdmin',
      tenantId: tenant.id,
      depotId: null,
      tokenExp: 0,
    };
    await expect(
      runUnitOfWork(unitFor(actor), ({ em }) =>
        em
          .getConnection()
          .execute(
            `insert into shift (id, created_at, updated_at, tenant_id, shift_name, start_time, end_time) values (gen_random_uuid(), now(), now(), ?, 'Unaudited', '08:00', '16:00')`,
            [tenant.id],
            'run',
            em.getTransactionContext(),
          ),
      ),
    ).rejects.toThrow();
    expect(await sql(`select 1 from shift where shift_name = 'Unaudited' and tenant_id = ?`, [tenant.id])).toEqual([]);
  });
});

describe('the trail is append-only', () => {
  it("the application's role cannot update, delete or truncate audit rows", async () => {
    const { admin } = await makeWorld(t.orm);
    await addRole(staffActor(admin), 'Append only');
    const id = await lastId();
    await expect(sql(`update audit_log set action = 'forged' where id = ?`, [id])).rejects.toThrow(/append-only/);
    await expect(sql(`delete from audit_log where id = ?`, [id])).rejects.toThrow(/append-only/);
    await expect(sql(`truncate audit_log`)).rejects.toThrow(/append-only/);
    expect(await sql(`select action from audit_log where id = ?`, [id])).toEqual([{ action: 'role.add' }]);
  });
});

describe('reading the trail', () => {
  it('a TenantAdmin reads its tenant only, a SuperAdmin every tenant, a DepotManager none; filters and pages on the server', async () => {
    const a = await makeWorld(t.orm);
    const b = await makeWorld(t.orm);
    const ta = staffActor(a.admin);
    for (const n of ['One', 'Two', 'Three']) await addRole(ta, n);
    const tb = staffActor(b.admin);
    await t.as(tb, IP).shifts.add(tb, parse(ShiftCommand, { shiftName: 'B', startTime: '06:00', endTime: '14:00' }));
    const trail = (actor: Actor, f: Record<string, unknown> = {}) => t.as(actor).audit.page(actor, parse(AuditFilterCommand, f));

    const mine = await trail(ta, { action: 'role', page: 1, pageSize: 2 });
    expect(mine.total).toBe(3);
    expect(mine.rows).toHaveLength(2);
    expect(mine.rows.every((r) => r.tenantId === a.tenant.id && r.actorUsername === a.admin.username && r.ip)).toBe(true);
    const page2 = await trail(ta, { action: 'role', page: 2, pageSize: 2 });
    expect(page2.rows).toHaveLength(1);
    expect(page2.rows[0].changes.find((c) => c.field === 'role_name')?.after).toBe('One');
    // Another tenant's rows are not seen, even when asked for by tenant id.
    const foreign = await trail(ta, { tenantId: b.tenant.id });
    expect(foreign.rows.every((r) => r.tenantId === a.tenant.id)).toBe(true);
    expect((await trail(ta, { targetType: 'shift' })).total).toBe(0);
    // Person and date filters.
    expect((await trail(ta, { person: a.admin.username.slice(0, 8) })).total).toBeGreaterThanOrEqual(3);
    expect((await trail(ta, { person: 'nobody-like-this' })).total).toBe(0);
    expect((await trail(ta, { from: inDays(1) })).total).toBe(0);
    expect((await trail(ta, { from: inDays(-1), to: inDays(0), action: 'role' })).total).toBe(3);
    expect((await failure(() => trail(ta, { from: 'yesterday' }))).code).toBe('BAD_USER_INPUT');

    const sa = staffActor(await makeUser(t.orm, { role: 'SuperAdmin', tenant: null }));
    const all = await trail(sa, { from: inDays(-1), pageSize: 200 });
    const tenants = new Set(all.rows.map((r) => r.tenantId));
    expect(tenants.has(a.tenant.id) && tenants.has(b.tenant.id)).toBe(true);
    expect((await trail(sa, { tenantId: b.tenant.id })).rows.every((r) => r.tenantId === b.tenant.id)).toBe(true);

    expect((await failure(() => trail(staffActor(a.manager)))).code).toBe('FORBIDDEN');
  });
});
