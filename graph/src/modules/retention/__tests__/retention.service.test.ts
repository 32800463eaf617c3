import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fixedClock } from '../../../core/clock';
import { parse } from '../../../core/command';
import type { Actor } from '../../../core/auth/actor';
import { ANONYMOUS } from '../../../core/auth/actor';
import { Messages } from '../../../contracts/messages';
import { makeDepot, makePartner, makeRegularVisitor, makeTenant, makeUser, makeVisit, uniq } from '../../../test/factories';
import { serviceTier, staffActor } from '../../../test/service-tier';
import type { Depot } from '../../depots/depot.entity';
import type { Tenant } from '../../tenants/tenant.entity';
import { partnerReportPage } from '../../reports/partner-report.query';
import { visitorReportPage } from '../../reports/visitor-report.query';
import { ExportKind } from '../../exports/export-job.entity';
import { RetentionSweep } from '../retention.service';
import { anonymise, runnerOf } from '../anonymise';
import { SetRetentionCommand } from '../retention.commands';

/**
 * Retention and the data subject (issue 25) on a fixed clock and real PostgreSQL: what is past a tenant's cut-off is
 * anonymised (and nothing after it), the reports still count the rows and sum the hours, a second run removes nothing
 * more, export files go a day after they were made, and one person is exported and erased (a namesake in another
 * tenant untouched), each recorded in the audit trail.
 */
const NOW = '2027-06-01T12:00:00Z';
const clock = fixedClock(NOW);
const dataDir = process.env.TEST_DATA_DIR ?? '/tmp/depot-register-test';
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'retention', clock });
});
afterAll(async () => {
  await t.close();
});

/** Rows as the driver gives them, timestamps (text here) read back as Dates. */
const sql = async <T = Record<string, unknown>>(q: string, params: unknown[] = []) =>
  ((await t.orm.em.fork().getConnection().execute(q, params)) as Record<string, unknown>[]).map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k,
        typeof v === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00$/.test(v) ? new Date(v) : v,
      ]),
    ),
  ) as T[];
const sweep = (batch = 2000) => new RetentionSweep({ ...t.as(ANONYMOUS).deps, dataDir }, batch);

async function admin(tenant: Tenant, role = 'TenantAdmin'): Promise<Actor> {
  const u = await makeUser(t.orm, { tenant, role });
  return { kind: 'staff', userId: u.id, username: u.username, role, tenantId: tenant.id, depotId: null, tokenExp: 0 };
}

/** A closed attendance with every personal column filled, and its signature. */
async function attended(
  depot: Depot,
  who: { attendeeId?: string; visitId?: string; partnerId?: string },
  inAt: string,
  outAt: string | null,
  carReg: string,
) {
  const id = randomUUID();
  const [d] = await sql<{ tenant_id: string }>(`select tenant_id from depot where id = ?`, [depot.id]);
  await sql(
    `insert into attendance (id, created_at, updated_at, tenant_id, depot_id, kind, visit_id, attendee_id, partner_id, person_key,
       local_date, checked_in_at, checked_out_at, car_reg, temperature, rule_answers)
     values (?, now(), now(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 36.6, '{"hr_1": true}')`,
    [
      id,
      d.tenant_id,
      depot.id,
      who.partnerId ? 'Partner' : 'Visitor',
      who.visitId ?? null,
      who.attendeeId ?? null,
      who.partnerId ?? null,
      who.partnerId ? `partner:${who.partnerId}` : `visitor:${who.attendeeId}`,
      inAt.slice(0, 10),
      inAt,
      outAt,
      carReg,
    ],
  );
  await sql(
    `insert into signature (id, created_at, updated_at, tenant_id, attendance_id, png) values (gen_random_uuid(), now(), now(), ?, ?, ?)`,
    [d.tenant_id, id, Buffer.from('89504e470d0a1a0a', 'hex')],
  );
  return id;
}

async function visitorAt(depot: Depot, day: string, email = `${uniq('v')}@example.test`, name = 'Vera') {
  const v = await makeVisit(t.orm, depot, {
    dateOfVisit: new Date(`${day}T09:00:00Z`),
    person: { firstName: name, lastName: 'Visitor', email, company: 'Vera Co' },
  });
  const [{ attendee_id }] = await sql<{ attendee_id: string }>(`select attendee_id from visit where id = ?`, [v.id]);
  return { visitId: v.id, attendeeId: attendee_id };
}

const attendance = (id: string) =>
  sql<{
    car_reg: string | null;
    temperature: string | null;
    rule_answers: unknown;
    checked_in_at: Date;
    checked_out_at: Date;
    anonymised_at: Date | null;
  }>(`select car_reg, temperature, rule_answers, checked_in_at, checked_out_at, anonymised_at from attendance where id = ?`, [id]).then(
    (r) => r[0],
  );
const attendee = (id: string) =>
  sql<{ first_name: string; last_name: string; email: string; company: string; anonymised_at: Date | null }>(
    `select first_name, last_name, email, company, anonymised_at from attendee where id = ?`,
    [id],
  ).then((r) => r[0]);
const signatures = (attendanceId: string) =>
  sql<{ n: string }>(`select count(*) as n from signature where attendance_id = ?`, [attendanceId]).then((r) => Number(r[0].n));

async function reports(tenant: Tenant, depot: Depot) {
  const em = t.orm.em.fork() as EntityManager;
  const partner = await partnerReportPage(em, { tenantId: tenant.id, depotId: depot.id, from: '2027-04-01', to: '2027-05-31' }, 100);
  const visitors = await visitorReportPage(
    em,
    { tenantId: tenant.id, depotId: depot.id, start: new Date('2027-04-01T00:00:00Z'), end: new Date('2027-06-01T00:00:00Z') },
    100,
    0,
  );
  return {
    partnerRows: partner.rows.length,
    partnerHours: partner.rows.reduce((n, r) => n + (r.totalHours ?? 0), 0),
    partnerNames: partner.rows.map((r) => r.name).sort(),
    visitorRows: visitors.total,
  };
}

describe('the daily retention run', () => {
  it('anonymises what is past the cut-off, leaves what is not, keeps the reports whole, and a second run removes nothing', async () => {
    const tenant = await makeTenant(t.orm);
    await t.as(await admin(tenant)).retention.set(await admin(tenant), { tenantId: tenant.id, days: 30 });
    const depot = await makeDepot(t.orm, tenant);
    // Another tenant keeps a year: its April visit stays whole.
    const other = await makeTenant(t.orm);
    const otherDepot = await makeDepot(t.orm, other);

    // Cut-off: 2 May 2027 12:00 UTC (30 days before the clock).
    const oldV = await visitorAt(depot, '2027-04-01');
    const oldA = await attended(depot, oldV, '2027-04-01T09:00:00Z', '2027-04-01T12:00:00Z', 'OLD 1');
    const newV = await visitorAt(depot, '2027-05-20');
    const newA = await attended(depot, newV, '2027-05-20T09:00:00Z', '2027-05-20T11:00:00Z', 'NEW 1');
    // Just inside: signed out one minute after the cut-off.
    const edgeV = await visitorAt(depot, '2027-05-02');
    const edgeA = await attended(depot, edgeV, '2027-05-02T08:00:00Z', '2027-05-02T12:01:00Z', 'EDGE 1');
    const oldP = await makePartner(t.orm, depot, { name: 'Olive Partner' });
    const oldPA = await attended(depot, { partnerId: oldP.id }, '2027-04-02T08:00:00Z', '2027-04-02T16:30:00Z', 'OLDP 1');
    const busyP = await makePartner(t.orm, depot, { name: 'Busy Partner' });
    const busyOld = await attended(depot, { partnerId: busyP.id }, '2027-04-03T08:00:00Z', '2027-04-03T12:00:00Z', 'BUSY 1');
    const busyNew = await attended(depot, { partnerId: busyP.id }, '2027-05-30T08:00:00Z', '2027-05-30T12:00:00Z', 'BUSY 2');
    const otherV = await visitorAt(otherDepot, '2027-04-01');
    const otherA = await attended(otherDepot, otherV, '2027-04-01T09:00:00Z', '2027-04-01T12:00:00Z', 'OTHER 1');
    // A refused offline entry naming the person, an evacuation line of the old attendance, an old send-once record.
    await sql(
      `insert into refused_kiosk_entry (id, created_at, updated_at, tenant_id, depot_id, entry_id, device_id, kind, summary, message, occurred_at)
       values (gen_random_uuid(), now(), now(), ?, ?, gen_random_uuid(), 'dev-1', 'WalkIn', 'Walk-in: Vera Visitor, Vera Co', 'Refused', '2027-04-01T09:00:00Z'),
              (gen_random_uuid(), now(), now(), ?, ?, gen_random_uuid(), 'dev-1', 'WalkIn', 'Walk-in: Nina New, New Co', 'Refused', '2027-05-30T09:00:00Z')`,
      [tenant.id, depot.id, tenant.id, depot.id],
    );
    const [ev] = await sql<{ id: string }>(
      `insert into evacuation (id, created_at, updated_at, tenant_id, depot_id, started_at, started_by_name, ended_at)
       values (gen_random_uuid(), now(), now(), ?, ?, '2027-04-01T10:00:00Z', 'Staff', '2027-04-01T10:30:00Z') returning id`,
      [tenant.id, depot.id],
    );
    await sql(
      `insert into evacuation_entry (id, created_at, updated_at, tenant_id, evacuation_id, attendance_id, kind, visit_type, name, company, checked_in_at)
       values (gen_random_uuid(), now(), now(), ?, ?, ?, 'Visitor', 'Planned', 'Vera Visitor', 'Vera Co', '2027-04-01T09:00:00Z'),
              (gen_random_uuid(), now(), now(), ?, ?, null, 'Partner', 'Partner', 'Gone Partner', 'Gone Co', '2027-04-01T08:00:00Z')`,
      [tenant.id, ev.id, oldA, tenant.id, ev.id],
    );

    const before = await reports(tenant, depot);
    expect(before).toMatchObject({ partnerRows: 3, visitorRows: 3 });

    const runs = await sweep(2).runDue();
    const mine = runs.find((r) => r.tenantId === tenant.id)!;
    expect(mine.cutoff).toEqual(new Date('2027-05-02T12:00:00Z'));
    expect(mine.counts).toMatchObject({
      attendances: 3, // oldA, oldPA, busyOld (batches of 2: the loop went round)
      signatures: 3,
      evacuationEntries: 2, // the old attendance's line, and a line whose attendance was deleted
      visitors: 1, // oldV only: edge and new have visits since the cut-off
      partners: 1, // Olive; Busy clocked in since
      refusedKioskEntries: 1,
    });

    // Gone: the personal columns of what is past the cut-off.
    for (const id of [oldA, oldPA, busyOld]) {
      expect(await attendance(id)).toMatchObject({ car_reg: null, temperature: null, rule_answers: null, anonymised_at: new Date(NOW) });
      expect(await signatures(id)).toBe(0);
    }
    expect(await attendee(oldV.attendeeId)).toEqual({
      first_name: '(erased)',
      last_name: '',
      email: `erased-${oldV.attendeeId}@erased.invalid`,
      company: '',
      anonymised_at: new Date(NOW),
    });
    expect((await sql(`select name, email, organisation from partner where id = ?`, [oldP.id]))[0]).toEqual({
      name: '(erased)',
      email: null,
      organisation: '',
    });
    expect(await sql(`select name, company from evacuation_entry where evacuation_id = ?`, [ev.id])).toEqual([
      { name: '(erased)', company: '' },
      { name: '(erased)', company: '' },
    ]);
    expect(
      (await sql<{ summary: string }>(`select summary from refused_kiosk_entry where tenant_id = ? order by occurred_at`, [tenant.id])).map(
        (r) => r.summary,
      ),
    ).toEqual(['(erased)', 'Walk-in: Nina New, New Co']);
    // Kept: times of every attendance, and all of what is not past it (or is another tenant's with a longer retention).
    expect(await attendance(oldA)).toMatchObject({
      checked_in_at: new Date('2027-04-01T09:00:00Z'),
      checked_out_at: new Date('2027-04-01T12:00:00Z'),
    });
    for (const [id, car] of [
      [newA, 'NEW 1'],
      [edgeA, 'EDGE 1'],
      [busyNew, 'BUSY 2'],
      [otherA, 'OTHER 1'],
    ]) {
      expect(await attendance(id)).toMatchObject({ car_reg: car, temperature: '36.6', rule_answers: { hr_1: true }, anonymised_at: null });
      expect(await signatures(id)).toBe(1);
    }
    for (const v of [newV, edgeV, otherV]) expect(await attendee(v.attendeeId)).toMatchObject({ first_name: 'Vera', anonymised_at: null });
    expect((await sql(`select name from partner where id = ?`, [busyP.id]))[0]).toEqual({ name: 'Busy Partner' });

    // The reports still count the rows and sum the hours.
    const after = await reports(tenant, depot);
    expect(after.partnerRows).toBe(before.partnerRows);
    expect(after.partnerHours).toBeCloseTo(before.partnerHours, 6);
    expect(after.partnerHours).toBeGreaterThan(0);
    expect(after.visitorRows).toBe(before.visitorRows);
    expect(after.partnerNames).toEqual(['(erased)', 'Busy Partner', 'Busy Partner']);

    // The run is recorded; the same day again does nothing (the day's record), and a run anyway removes nothing more.
    const [rec] = await sql<{ counts: Record<string, number>; cutoff: Date; finished_at: Date }>(
      `select counts, cutoff, finished_at from retention_run where tenant_id = ? and kind = 'retention'`,
      [tenant.id],
    );
    expect(rec).toMatchObject({
      cutoff: new Date('2027-05-02T12:00:00Z'),
      counts: expect.objectContaining({ attendances: 3, visitors: 1 }),
    });
    expect(await sweep().runDue()).toEqual([]);
    const again = await sweep().runTenant(tenant.id, new Date('2027-05-02T12:00:00Z'));
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
    // The next day's run: the cut-off moved on past the edge visit (signed out 12:01 on 2 May), and only that goes.
    clock.set('2027-06-02T00:30:00Z');
    try {
      const next = (await sweep().runDue()).find((r) => r.tenantId === tenant.id)!;
      expect(next.cutoff).toEqual(new Date('2027-05-03T00:30:00Z'));
      expect(next.counts).toMatchObject({ attendances: 1, visitors: 1, partners: 0, signatures: 1, refusedKioskEntries: 0 });
      expect(await attendance(edgeA)).toMatchObject({ car_reg: null });
      expect(await attendance(newA)).toMatchObject({ car_reg: 'NEW 1' });
    } finally {
      clock.set(NOW);
    }
    // The job wrote no audit row (no staff actor).
    expect(await sql(`select 1 from audit_log where tenant_id = ? and target_type = 'attendance'`, [tenant.id])).toEqual([]);
  });

  it('removes finished export files a day after they were made; their download then says so', async () => {
    const tenant = await makeTenant(t.orm);
    const depot = await makeDepot(t.orm, tenant);
    const me = await admin(tenant);
    await mkdir(path.join(dataDir, 'exports'), { recursive: true });
    const job = async (finishedAt: string) => {
      const id = randomUUID();
      const rel = `exports/${id}.xlsx`;
      await writeFile(path.join(dataDir, rel), 'xlsx bytes');
      await sql(
        `insert into export_job (id, created_at, updated_at, tenant_id, depot_id, kind, status, date_from, date_to, file_name, path, finished_at)
         values (?, ?, ?, ?, ?, ?, 'DONE', '2027-05-01', '2027-05-31', 'partner-report.xlsx', ?, ?)`,
        [id, finishedAt, finishedAt, tenant.id, depot.id, ExportKind.PartnerReport, rel, finishedAt],
      );
      return { id, file: path.join(dataDir, rel) };
    };
    const dayOld = await job('2027-05-31T11:59:00Z'); // 24 h 1 min before the clock
    const fresh = await job('2027-05-31T12:30:00Z'); // 23 h 30 min

    const counts = await sweep().housekeeping(clock.now());
    expect(counts.exportFiles).toBeGreaterThanOrEqual(1);
    await expect(stat(dayOld.file)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(stat(fresh.file)).resolves.toBeTruthy();
    await expect(t.as(me).exports.download(me, dayOld.id)).rejects.toMatchObject({ code: 'GONE', message: Messages.exportRemoved });
    await expect(t.as(me).exports.download(me, fresh.id)).resolves.toMatchObject({ fileName: 'partner-report.xlsx' });
    const [row] = await sql(`select path, file_removed_at from export_job where id = ?`, [dayOld.id]);
    expect(row).toEqual({ path: null, file_removed_at: new Date(NOW) });
    // Again: nothing more.
    expect((await sweep().housekeeping(clock.now())).exportFiles).toBe(0);
  });
});

describe('the retention setting', () => {
  it('30 days to 7 years (2557 days): 29 and 2558 refused with a clear error; saved values audited as settings.retention', async () => {
    const tenant = await makeTenant(t.orm);
    const me = await admin(tenant);
    expect((await t.as(me).retention.get(me, {})).days).toBe(365);
    for (const days of [29, 2558, 30.5]) {
      expect(() => parse(SetRetentionCommand, { days })).toThrow(
        expect.objectContaining({ code: 'BAD_USER_INPUT', fields: { days: [Messages.retentionDays] } }),
      );
    }
    for (const days of [30, 2557]) expect((await t.as(me).retention.set(me, parse(SetRetentionCommand, { days }))).days).toBe(days);
    // The database refuses it too.
    await expect(sql(`update tenant set retention_days = 29 where id = ?`, [tenant.id])).rejects.toThrow(/tenant_retention_days_range/);
    const audit = await sql<{ action: string; changes: unknown }>(
      `select action, changes from audit_log where tenant_id = ? and target_type = 'tenant' order by id`,
      [tenant.id],
    );
    // masked is false: the tenant's trigger has a personal column since staff sign-in (oidc_client_secret); with none, SQL's `= any('{}')` gave null.
    expect(audit).toEqual([
      { action: 'settings.retention', changes: { retention_days: { before: 365, after: 30, masked: false } } },
      { action: 'settings.retention', changes: { retention_days: { before: 30, after: 2557, masked: false } } },
    ]);
    const manager = await admin(tenant, 'DepotManager');
    await expect(t.as(manager).retention.set(manager, { days: 60 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it("another tenant's id answers NOT_FOUND; a SuperAdmin names the tenant", async () => {
    const a = await makeTenant(t.orm);
    const b = await makeTenant(t.orm);
    const me = await admin(a);
    await expect(t.as(me).retention.set(me, parse(SetRetentionCommand, { tenantId: b.id, days: 60 }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const [row] = await sql<{ retention_days: number }>(`select retention_days from tenant where id = ?`, [b.id]);
    expect(row.retention_days).toBe(365);
    const su = staffActor(await makeUser(t.orm, { role: 'SuperAdmin', tenant: null }));
    await expect(t.as(su).retention.set(su, parse(SetRetentionCommand, { days: 60 }))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.as(su).retention.set(su, parse(SetRetentionCommand, { tenantId: a.id, days: 45 }))).days).toBe(45);
    const read = await t.as(su).retention.get(su, { tenantId: a.id });
    expect({ days: read.days, runs: read.runs }).toEqual({ days: 45, runs: [] });
  });
});

describe('the data subject', () => {
  it('finds a person by e-mail within the tenant only, exports everything held as JSON, erases them now; both audited', async () => {
    const a = await makeTenant(t.orm);
    const b = await makeTenant(t.orm);
    const depotA = await makeDepot(t.orm, a);
    const depotB = await makeDepot(t.orm, b);
    const email = `${uniq('sam')}@example.test`;
    const adminA = await admin(a);
    const adminB = await admin(b);

    const rv = await makeRegularVisitor(t.orm, depotA, { person: { firstName: 'Sam', lastName: 'Subject', email, company: 'Sam Co' } });
    const [{ attendee_id: samId }] = await sql<{ attendee_id: string }>(`select attendee_id from regular_visitor where id = ?`, [rv.id]);
    const samVisit = await makeVisit(t.orm, depotA, { dateOfVisit: new Date('2027-05-31T09:00:00Z') });
    await sql(`update visit set attendee_id = ? where id = ?`, [samId, samVisit.id]);
    const samA = await attended(
      depotA,
      { attendeeId: samId, visitId: samVisit.id },
      '2027-05-31T09:00:00Z',
      '2027-05-31T10:00:00Z',
      'SAM 1',
    );
    const samP = await makePartner(t.orm, depotA, { name: 'Sam Subject', email });
    const samPA = await attended(depotA, { partnerId: samP.id }, '2027-05-30T08:00:00Z', '2027-05-30T16:00:00Z', 'SAMP 1');
    // A namesake with the same address in tenant B, and someone else in tenant A.
    const twin = await visitorAt(depotB, '2027-05-31', email, 'Sam');
    const twinA = await attended(depotB, twin, '2027-05-31T09:00:00Z', '2027-05-31T10:00:00Z', 'TWIN 1');
    const bystander = await visitorAt(depotA, '2027-05-31');
    const byA = await attended(depotA, bystander, '2027-05-31T09:00:00Z', '2027-05-31T10:00:00Z', 'BY 1');

    const found = await t.as(adminA).retention.find(adminA, { email: email.toUpperCase() });
    expect(found.map((p) => [p.kind, p.id, p.name, p.attendances, p.regularVisitor])).toEqual([
      ['Partner', samP.id, 'Sam Subject', 1, false],
      ['Visitor', samId, 'Sam Subject', 1, true],
    ]);
    // Tenant B's admin finds only B's namesake; an admin of a tenant without the address finds nobody.
    expect((await t.as(adminB).retention.find(adminB, { email })).map((p) => p.id)).toEqual([twin.attendeeId]);
    const c = await makeTenant(t.orm);
    const adminC = await admin(c);
    expect(await t.as(adminC).retention.find(adminC, { email })).toEqual([]);
    await expect(t.as(adminC).retention.erase(adminC, { email })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: Messages.subjectNotFound,
    });
    // Another tenant named explicitly answers like a missing one.
    await expect(t.as(adminA).retention.find(adminA, { email, tenantId: b.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const mark = Number((await sql<{ m: string | null }>(`select max(id) as m from audit_log`))[0].m ?? 0);
    const file = await t.as(adminA).retention.export(adminA, { email });
    expect(file.fileName).toMatch(/^data-subject-20270601-120000\.json$/);
    const doc = JSON.parse(file.json);
    expect(doc).toMatchObject({ format: 'depot-register/data-subject@1', email, tenantId: a.id });
    expect(doc.visitors).toEqual([
      expect.objectContaining({
        id: samId,
        firstName: 'Sam',
        lastName: 'Subject',
        email,
        company: 'Sam Co',
        visits: [expect.objectContaining({ id: samVisit.id })],
      }),
    ]);
    expect(doc.visitors[0].regularVisitorRegistrations).toEqual([expect.objectContaining({ id: rv.id, removedAt: null })]);
    expect(doc.partners).toEqual([expect.objectContaining({ id: samP.id, name: 'Sam Subject', email })]);
    expect(
      doc.attendances.map((x: { id: string; carRegistration: string; temperature: number; signature: string }) => [
        x.id,
        x.carRegistration,
        x.temperature,
        x.signature,
      ]),
    ).toEqual([
      [samPA, 'SAMP 1', 36.6, 'data:image/png;base64,iVBORw0KGgo='],
      [samA, 'SAM 1', 36.6, 'data:image/png;base64,iVBORw0KGgo='],
    ]);
    expect(JSON.stringify(doc)).not.toContain(twinA);
    expect(JSON.stringify(doc)).not.toContain(byA);

    const run = await t.as(adminA).retention.erase(adminA, { email });
    expect(run).toMatchObject({ kind: 'erase', tenantId: a.id });
    expect(run.counts).toMatchObject({ attendances: 2, signatures: 2, visitors: 1, regularVisitors: 1, partners: 1 });
    expect(await attendee(samId)).toMatchObject({ first_name: '(erased)', email: `erased-${samId}@erased.invalid`, company: '' });
    expect(await attendance(samA)).toMatchObject({ car_reg: null, temperature: null, rule_answers: null });
    expect(await attendance(samPA)).toMatchObject({ car_reg: null, checked_in_at: new Date('2027-05-30T08:00:00Z') });
    expect((await sql(`select removed_at from regular_visitor where id = ?`, [rv.id]))[0]).toEqual({ removed_at: new Date(NOW) });
    expect(await t.as(adminA).retention.find(adminA, { email })).toEqual([]);
    // The namesake in B and the bystander in A are untouched.
    expect(await attendee(twin.attendeeId)).toMatchObject({ first_name: 'Sam', email, anonymised_at: null });
    expect(await attendance(twinA)).toMatchObject({ car_reg: 'TWIN 1' });
    expect(await attendance(byA)).toMatchObject({ car_reg: 'BY 1' });
    expect(await signatures(byA)).toBe(1);
    // Again: nobody left under that address.
    await expect(t.as(adminA).retention.erase(adminA, { email })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // The audit trail: subject.export, then one subject.erase: the run's record, every changed row inside it, masked.
    const audit = await sql<{
      action: string;
      target_type: string;
      target_id: string;
      changes: Record<string, { before: unknown; after: unknown }>;
    }>(`select action, target_type, target_id, changes from audit_log where id > ? and tenant_id = ? order by id`, [mark, a.id]);
    expect(audit.filter((r) => r.action === 'subject.export').map((r) => r.target_type)).toEqual(['retention_run']);
    const erased = audit.filter((r) => r.action === 'subject.erase');
    expect(erased.map((r) => `${r.target_type}:${r.target_id}`)).toEqual([`retention_run:${run.id}`]);
    const parts = new Set(Object.keys(erased[0].changes).flatMap((k) => /^(\w+)\[([^\]]+)\]\./.exec(k)?.slice(1, 3).join(':') ?? []));
    const signed = [...parts].filter((p) => p.startsWith('signature:'));
    expect(parts).toEqual(
      new Set([
        `attendee:${samId}`,
        `attendance:${samA}`,
        `attendance:${samPA}`,
        `partner:${samP.id}`,
        `regular_visitor:${rv.id}`,
        ...signed,
      ]),
    );
    expect(signed).toHaveLength(2);
    expect(erased[0].changes[`attendee[${samId}].first_name`]).toEqual({ before: '(personal)', after: '(personal)', masked: true });
    expect(JSON.stringify(audit)).not.toContain(email);
    expect(JSON.stringify(audit)).not.toContain('SAM 1');
  });
});

describe('two erasures of one person at once', () => {
  it('one wins; the other is told nobody is left, and records nothing', async () => {
    const tenant = await makeTenant(t.orm);
    const depot = await makeDepot(t.orm, tenant);
    const email = `${uniq('twice')}@example.test`;
    const v = await visitorAt(depot, '2027-05-31', email);
    await attended(depot, v, '2027-05-31T09:00:00Z', '2027-05-31T10:00:00Z', 'TWICE 1');
    const [x, y] = [await admin(tenant), await admin(tenant)];
    const results = await Promise.allSettled([t.as(x).retention.erase(x, { email }), t.as(y).retention.erase(y, { email })]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: 'NOT_FOUND', message: Messages.subjectNotFound });
    expect(await sql(`select kind from retention_run where tenant_id = ?`, [tenant.id])).toEqual([{ kind: 'erase' }]);
    expect(await attendee(v.attendeeId)).toMatchObject({ first_name: '(erased)' });
  });
});

describe('batching', () => {
  it('30,000 old rows go in statements of at most one batch each, every one short; a second pass finds nothing', async () => {
    const tenant = await makeTenant(t.orm);
    const depot = await makeDepot(t.orm, tenant);
    const v = await visitorAt(depot, '2025-01-01');
    await sql(
      `insert into attendance (id, created_at, updated_at, tenant_id, depot_id, kind, attendee_id, person_key, local_date, checked_in_at,
         checked_out_at, car_reg, temperature, rule_answers)
       select gen_random_uuid(), now(), now(), ?, ?, 'Visitor', ?, 'bulk', '2025-01-01', '2025-01-01T08:00:00Z'::timestamptz + (i || ' seconds')::interval,
         '2025-01-01T17:00:00Z', 'BULK ' || i, 36.5, '{}' from generate_series(1, 30000) i`,
      [tenant.id, depot.id, v.attendeeId],
    );
    await sql(
      `insert into signature (id, created_at, updated_at, tenant_id, attendance_id, png)
       select gen_random_uuid(), now(), now(), tenant_id, id, '\\x89504e47'::bytea from attendance where tenant_id = ?`,
      [tenant.id],
    );
    const em = t.orm.em.fork() as EntityManager;
    const statements: { ms: number; rows: number }[] = [];
    const run = runnerOf(em);
    const timed: typeof run = async (q, params) => {
      const started = performance.now();
      const r = await run(q, params);
      statements.push({ ms: performance.now() - started, rows: Number(r[0]?.rows ?? 0) });
      return r;
    };
    const counts = await anonymise(
      timed,
      { kind: 'cutoff', tenantId: tenant.id, cutoff: new Date('2027-05-02T12:00:00Z') },
      clock.now(),
      3000,
    );
    expect(counts).toMatchObject({ attendances: 30000, signatures: 30000, visitors: 1 });
    expect(Math.max(...statements.map((x) => x.rows))).toBeLessThanOrEqual(3000);
    expect(statements.filter((x) => x.rows === 3000).length).toBe(10);
    // Each statement holds its locks for its own short time only (the machine is shared: a generous bound).
    expect(Math.max(...statements.map((x) => x.ms))).toBeLessThan(5000);
    const left = await sql<{ n: string }>(`select count(*) as n from attendance where tenant_id = ? and car_reg is not null`, [tenant.id]);
    expect(Number(left[0].n)).toBe(0);
    const again = await anonymise(
      run,
      { kind: 'cutoff', tenantId: tenant.id, cutoff: new Date('2027-05-02T12:00:00Z') },
      clock.now(),
      3000,
    );
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });
});
