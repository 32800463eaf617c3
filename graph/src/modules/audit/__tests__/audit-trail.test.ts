import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeWorld, uniq, workId } from '../../../test/factories';
import { randomUUID } from 'node:crypto';
import { tokenFor } from '../../tenants/__tests__/support';
import type { AuditLogRow } from '../audit.service';

/**
 * Issue 25, the audit trail: each staff action writes its rows (who, tenant, action, target, changed fields with
 * personal values masked, address) in the same transaction as the change, through REST and GraphQL. The kiosk's rows
 * (none), a roll-call's one row, rolling back, append-only and reading the trail (a TenantAdmin its tenant's, a
 * SuperAdmin every tenant's) are in audit-trail.service.test.ts.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

/** audit_log as stored, without its id and time (the test compares the rest). */
type Row = Omit<AuditLogRow, 'id' | 'at'>;
const sql = async <T = Record<string, unknown>>(q: string, params: unknown[] = []) =>
  (await s.orm.em.fork().getConnection().execute(q, params)) as T[];
const rowsFor = (tenantId: string, after: number) =>
  sql<Row & { id: string }>(`select * from audit_log where tenant_id = ? and id > ? order by id`, [tenantId, after]);
const lastId = async () => Number((await sql<{ m: string | null }>(`select max(id) as m from audit_log`))[0].m ?? 0);
const ok = <T>(r: { errors?: unknown; data?: T }) => {
  expect(r.errors).toBeUndefined();
  return r.data as T;
};
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('each staff action writes its audit rows with its change', () => {
  it('one table of actions: actor, tenant, action, target, changed fields, masked personal values, address', async () => {
    const { tenant, depot, admin, manager } = await makeWorld(s.orm);
    const t = tokenFor(s, admin);
    const ids: Record<string, string> = {};
    type Case = {
      name: string;
      run: () => Promise<unknown>;
      expect: { action: string; operation: string; target: string; changed: string[]; masked?: string[]; targetId?: () => string };
    };
    const cases: Case[] = [
      {
        name: 'add a shift',
        run: async () =>
          (ids.shift = ok<any>(
            await gql(s.url, `mutation { addShift(input: { shiftName: "Early", startTime: "06:00", endTime: "14:00" }) { id } }`, {}, t),
          ).addShift.id),
        expect: {
          action: 'shift.add',
          operation: 'INSERT',
          target: 'shift',
          changed: ['shift_name', 'start_time', 'end_time'],
          targetId: () => ids.shift,
        },
      },
      {
        name: 'edit the shift',
        run: async () =>
          ok(
            await gql(
              s.url,
              `mutation($id: ID!) { editShift(id: $id, input: { shiftName: "Late", startTime: "14:00", endTime: "22:00" }) { id } }`,
              { id: ids.shift },
              t,
            ),
          ),
        expect: {
          action: 'shift.edit',
          operation: 'UPDATE',
          target: 'shift',
          changed: ['shift_name', 'start_time', 'end_time'],
          targetId: () => ids.shift,
        },
      },
      {
        name: 'delete the shift',
        run: async () => ok(await gql(s.url, `mutation($id: ID!) { deleteShift(id: $id) }`, { id: ids.shift }, t)),
        expect: { action: 'shift.remove', operation: 'DELETE', target: 'shift', changed: ['shift_name'], targetId: () => ids.shift },
      },
      {
        name: 'add a role name',
        run: async () =>
          (ids.role = ok<any>(await gql(s.url, `mutation { addRole(input: { roleName: "Driver" }) { id } }`, {}, t)).addRole.id),
        expect: { action: 'role.add', operation: 'INSERT', target: 'role_name', changed: ['role_name'], targetId: () => ids.role },
      },
      {
        name: 'rename the role',
        run: async () =>
          ok(await gql(s.url, `mutation($id: ID!) { editRole(id: $id, input: { roleName: "Haulier" }) { id } }`, { id: ids.role }, t)),
        expect: { action: 'role.edit', operation: 'UPDATE', target: 'role_name', changed: ['role_name'], targetId: () => ids.role },
      },
      {
        name: 'add a manager (name and e-mail masked)',
        run: async () =>
          (ids.manager = ok<any>(
            await gql(
              s.url,
              `mutation($d: ID!) { addManager(input: { name: "Mary Major", email: "mary@example.test", depotId: $d, department: "Ops" }) { id } }`,
              { d: depot.id },
              t,
            ),
          ).addManager.id),
        expect: {
          action: 'manager.add',
          operation: 'INSERT',
          target: 'manager',
          changed: ['name', 'email', 'department'],
          masked: ['name', 'email'],
          targetId: () => ids.manager,
        },
      },
      {
        name: 'add badges',
        run: async () =>
          ok(await gql(s.url, `mutation($d: ID!) { addBadges(input: { depotId: $d, badgeNum: "77" }) { id } }`, { d: depot.id }, t)),
        expect: { action: 'badge.insert', operation: 'INSERT', target: 'badge', changed: ['number'] },
      },
      {
        name: 'add a visit reason',
        run: async () => ok(await gql(s.url, `mutation { addVisitReason(input: { text: "Audit" }) { id } }`, {}, t)),
        expect: { action: 'reason.add', operation: 'INSERT', target: 'visit_reason', changed: ['text'] },
      },
      {
        name: "set the depot's sign-out time",
        run: async () => ok(await gql(s.url, `mutation($d: ID!) { setAutoSignOutTime(depotId: $d, time: "21:30") }`, { d: depot.id }, t)),
        expect: {
          action: 'depot.auto-sign-out-time',
          operation: 'UPDATE',
          target: 'depot',
          changed: ['auto_sign_out_time'],
          targetId: () => depot.id,
        },
      },
      {
        name: 'disable a user',
        run: async () =>
          ok(await gql(s.url, `mutation($id: ID!) { setUserDisabled(id: $id, disabled: true) { id } }`, { id: manager.id }, t)),
        expect: {
          action: 'user.disable',
          operation: 'UPDATE',
          target: 'app_user',
          changed: ['disabled', 'token_version'],
          targetId: () => manager.id,
        },
      },
      {
        name: 'book a visit (REST; visitor personal data masked)',
        run: async () => {
          const r = await rest(s.url, 'POST', 'api/book-meeting', {
            token: t,
            body: {
              FirstName: 'ada',
              LastName: 'lovelace',
              Email: `${uniq('ada')}@example.test`,
              Company: 'engines',
              depot: depot.id,
              MeetingDateTime: `${inDays(3)}T14:30`,
            },
          });
          expect(r.status).toBe(201);
          ids.visit = (r.body as { id: string }).id;
        },
        expect: {
          action: 'booking.book',
          operation: 'INSERT',
          target: 'visit',
          // The visitor is a part of the booking: `attendee[<id>].first_name` in the visit's row.
          changed: ['first_name', 'last_name', 'email'],
          masked: ['first_name', 'last_name', 'email'],
        },
      },
      {
        name: 'cancel the booking',
        run: async () => ok(await gql(s.url, `mutation($id: ID!) { cancelVisit(id: $id) { state } }`, { id: ids.visit }, t)),
        expect: { action: 'booking.cancel', operation: 'UPDATE', target: 'visit', changed: ['cancelled_at'], targetId: () => ids.visit },
      },
      {
        name: 'start an evacuation',
        run: async () =>
          (ids.evac = ok<any>(
            await gql(s.url, `mutation($d: ID!) { startEvacuation(depotId: $d) { id } }`, { d: depot.id }, t),
          ).startEvacuation.id),
        expect: {
          action: 'evacuation.start',
          operation: 'INSERT',
          target: 'evacuation',
          changed: ['started_at', 'started_by_name'],
          masked: ['started_by_name'],
          targetId: () => ids.evac,
        },
      },
      {
        name: 'export the evacuation (the export made)',
        run: async () => ok(await gql(s.url, `mutation($id: ID!) { exportEvacuation(id: $id) { id } }`, { id: ids.evac }, t)),
        expect: { action: 'export.create', operation: 'INSERT', target: 'export_job', changed: ['kind', 'file_name'] },
      },
      {
        name: 'end the evacuation',
        run: async () => ok(await gql(s.url, `mutation($id: ID!) { endEvacuation(id: $id) { id } }`, { id: ids.evac }, t)),
        expect: {
          action: 'evacuation.end',
          operation: 'UPDATE',
          target: 'evacuation',
          changed: ['ended_at', 'ended_by_name'],
          masked: ['ended_by_name'],
          targetId: () => ids.evac,
        },
      },
      {
        name: 'register a user (password hash, name and e-mail masked)',
        run: async () =>
          (ids.user = ok<any>(
            await gql(
              s.url,
              `mutation($d: ID!, $u: String!) { registerUser(input: { name: "Ursula User", depotId: $d, username: $u, email: "ursula@example.test", password: "Secret-pass-123", role: "DepotManager" }) { id } }`,
              { d: depot.id, u: uniq('ursula_') },
              t,
            ),
          ).registerUser.id),
        expect: {
          action: 'user.register',
          operation: 'INSERT',
          target: 'app_user',
          changed: ['name', 'email', 'password_hash', 'role'],
          masked: ['name', 'email', 'password_hash'],
          targetId: () => ids.user,
        },
      },
      {
        name: 'add a depot',
        run: async () =>
          (ids.depot = ok<any>(
            await gql(
              s.url,
              `mutation($i: AddDepotInput!) { addDepot(input: $i) { id } }`,
              { i: { code: uniq('A').slice(0, 8), line1: '1 Quay', line2: 'East', county: 'Dublin', eirCode: 'D03 AB12' } },
              t,
            ),
          ).addDepot.id),
        expect: { action: 'depot.insert', operation: 'INSERT', target: 'depot', changed: ['code', 'line1'], targetId: () => ids.depot },
      },
      {
        name: 'register a partner (name and e-mail masked)',
        run: async () =>
          (ids.partner = ok<any>(
            await gql(
              s.url,
              `mutation($i: PartnerInput!) { registerPartner(input: $i) { id } }`,
              { i: { workId: workId(), name: 'Pat Partner', organisation: 'Acme', email: 'pat@example.test', depotId: depot.id } },
              t,
            ),
          ).registerPartner.id),
        expect: {
          action: 'partner.register',
          operation: 'INSERT',
          target: 'partner',
          changed: ['name', 'email', 'organisation'],
          masked: ['name', 'email'],
          targetId: () => ids.partner,
        },
      },
      {
        name: 'save the kiosk texts (settings)',
        run: async () =>
          ok(
            await gql(
              s.url,
              `mutation { saveKioskTexts(input: { texts: [], contractorRules: ["Wear a hard hat"] }) { __typename } }`,
              {},
              t,
            ),
          ),
        expect: { action: 'settings.kiosk-texts', operation: 'INSERT', target: 'tenant_kiosk_texts', changed: ['contractor_rules'] },
      },
      {
        name: 'make a kiosk pairing code (issue 40)',
        run: async () => {
          // A kiosk is listed once paired (staff make the code, the kiosk exchanges it: not a staff action).
          const deviceId = randomUUID();
          const code = ok<{ createKioskPairing: { code: string } }>(
            await gql(s.url, `mutation($d: ID!) { createKioskPairing(depotId: $d) { code } }`, { d: depot.id }, t),
          ).createKioskPairing.code;
          ids.deviceSecret = ok<{ pairKiosk: { deviceSecret: string } }>(
            await gql(s.url, `mutation($i: PairKioskInput!) { pairKiosk(input: $i) { deviceSecret } }`, {
              i: { depotId: depot.id, deviceId, code },
            }),
          ).pairKiosk.deviceSecret;
          ids.deviceId = deviceId;
        },
        expect: { action: 'kiosk.pairing-create', operation: 'INSERT', target: 'kiosk_pairing', changed: ['expires_at'] },
      },
      {
        name: 'rename a kiosk device',
        run: async () => {
          const deviceId = ids.deviceId;
          const [{ id }] = await sql<{ id: string }>(`select id from kiosk_device where device_id = ?`, [deviceId]);
          ids.device = id;
          ok(await gql(s.url, `mutation($id: ID!) { renameKioskDevice(id: $id, name: "Gate 1") { id } }`, { id }, t));
        },
        expect: {
          action: 'kiosk.rename',
          operation: 'UPDATE',
          target: 'kiosk_device',
          changed: ['name'],
          targetId: () => ids.device,
        },
      },
      {
        name: 'dismiss a refused kiosk entry',
        run: async () => {
          const entryId = randomUUID();
          ok(
            await gql(
              s.url,
              `mutation($i: RefusedKioskEntryInput!) { reportRefusedKioskEntry(input: $i) }`,
              {
                i: {
                  depotId: depot.id,
                  entryId,
                  deviceId: ids.deviceId,
                  kind: 'WalkIn',
                  summary: 'Someone',
                  message: 'Refused',
                  occurredAt: new Date().toISOString(),
                },
              },
              undefined,
              { 'x-kiosk-secret': ids.deviceSecret },
            ),
          );
          const [{ id }] = await sql<{ id: string }>(`select id from refused_kiosk_entry where entry_id = ?`, [entryId]);
          ids.refused = id;
          ok(await gql(s.url, `mutation($id: ID!) { dismissRefusedKioskEntry(id: $id) }`, { id }, t));
        },
        expect: {
          action: 'refused-kiosk-entry.dismiss',
          operation: 'UPDATE',
          target: 'refused_kiosk_entry',
          changed: ['dismissed_at'],
          targetId: () => ids.refused,
        },
      },
    ];
    for (const c of cases) {
      const before = await lastId();
      await c.run();
      const rows = await rowsFor(tenant.id, before);
      // One action, one row: its other table rows are in the same row's changes.
      expect({ case: c.name, rows: rows.map((r) => r.action) }).toEqual({ case: c.name, rows: [c.expect.action] });
      const row = rows.find((r) => r.target_type === c.expect.target && r.operation === c.expect.operation);
      expect({ case: c.name, found: !!row, all: rows.map((r) => `${r.action}`) }).toMatchObject({ case: c.name, found: true });
      expect(row).toMatchObject({
        actor_id: admin.id,
        actor_username: admin.username,
        tenant_id: tenant.id,
        action: c.expect.action,
        operation: c.expect.operation,
        target_type: c.expect.target,
        ip: expect.stringMatching(/127\.0\.0\.1/),
      });
      if (c.expect.targetId) expect(row!.target_id).toBe(c.expect.targetId());
      // A field of the target, or of a part written with it (`table[id].field`).
      const keyOf = (f: string) => Object.keys(row!.changes).find((k) => k === f || k.endsWith(`].${f}`));
      for (const f of c.expect.changed) expect({ case: c.name, field: f, has: !!keyOf(f) }).toEqual({ case: c.name, field: f, has: true });
      for (const f of c.expect.masked ?? []) {
        expect(row!.changes[keyOf(f)!].masked).toBe(true);
        expect(JSON.stringify(row!.changes[keyOf(f)!])).not.toMatch(/ada|lovelace|mary|ursula|example\.test|Test user_/i);
      }
    }
    // The named actions are the services' labels where they give one.
    const labelled = await sql<{ action: string }>(`select distinct action from audit_log where tenant_id = ?`, [tenant.id]);
    expect(labelled.map((r) => r.action)).toEqual(expect.arrayContaining(['depot.auto-sign-out-time']));
  });
});
