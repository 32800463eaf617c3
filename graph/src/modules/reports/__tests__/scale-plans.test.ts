import { randomUUID } from 'node:crypto';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { fixedClock } from '../../../core/clock';
import { makeDepot, makePartner, makeTenant, makeUser, makeVisit } from '../../../test/factories';
import { serviceTier, staffActor } from '../../../test/service-tier';
import { dayBounds } from '../../../core/time';
import type { Depot } from '../../depots/depot.entity';
import { ON_SITE_COUNTS_SQL } from '../../presence/on-site.service';
import { SUBJECT_ATTENDANCES_SQL, SUBJECT_MAIL_SQL, uuidList } from '../../retention/retention.service';
import { PURGE_STATEMENTS } from '../../retention/purge';
import { AUDIT_EXACT_COUNT_LIMIT } from '../../audit/audit.service';
import { parse } from '../../../core/command';
import { AuditFilterCommand } from '../../audit/audit.commands';
import { presentDuringDay, presentDuringDayParams, PRESENT_DURING_DAY_SQL } from '../live-report.query';
import { CHART_CHECK_INS_SQL } from '../visitor-report.service';
import { LiveReportCommand } from '../report.commands';
import { DataSubjectCommand } from '../../retention/retention.commands';

/**
 * Reads that stop growing with the tables (issue 41), shown by their plans on a seeded database: two years of a depot's
 * attendances, send-once records, outbox rows and an audit trail past the exact-count limit. With sequential scans
 * disabled (`enable_seqscan = off`, so the plan shows which index the query CAN use: a query no index serves still
 * scans), each query is read through the index meant for it, bounded by its range (the day's `local_date`, an open
 * row, an address), never a scan of `attendance`, `mail_delivery` or `outbox_event`. The live grid's window is also
 * checked for what it finds: present rows from before the window (open, or a long stay) are still there.
 */
const clock = fixedClock('2027-05-20T12:00:00Z');
let t: Awaited<ReturnType<typeof serviceTier>>;
let depot: Depot;
let tenantId: string;
let subject: { attendeeId: string; email: string };
let partnerId: string;

const sql = async <T = Record<string, unknown>>(q: string, params: unknown[] = []) =>
  (await t.orm.em.fork().getConnection().execute(q, params)) as T[];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

/** The plan's nodes of `query` with sequential scans disabled for its transaction. */
async function plan(query: string, params: unknown[]): Promise<PlanNode[]> {
  const knex = (t.orm.em as EntityManager).getKnex();
  return knex.transaction(async (trx: Knex.Transaction) => {
    await trx.raw('set local enable_seqscan = off');
    const r = (await trx.raw(`explain (format json) ${query}`, params as never[])) as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] };
    return nodesOf(r.rows[0]['QUERY PLAN'][0].Plan);
  });
}
const scans = (nodes: PlanNode[], table: string) => nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table);
const byIndex = (nodes: PlanNode[], index: string) => nodes.filter((n) => n['Index Name'] === index);

beforeAll(async () => {
  t = await serviceTier({ label: 'scale_plans', clock });
  const tenant = await makeTenant(t.orm);
  tenantId = tenant.id;
  depot = await makeDepot(t.orm, tenant);
  const other = await makeVisit(t.orm, depot, { dateOfVisit: new Date('2027-05-01T09:00:00Z') });
  const email = `subject-${randomUUID().slice(0, 8)}@example.test`;
  const mine = await makeVisit(t.orm, depot, { dateOfVisit: new Date('2027-05-02T09:00:00Z'), person: { email } });
  const [o] = await sql<{ attendee_id: string }>(`select attendee_id from visit where id = ?`, [other.id]);
  const [m] = await sql<{ attendee_id: string }>(`select attendee_id from visit where id = ?`, [mine.id]);
  subject = { attendeeId: m.attendee_id, email };
  partnerId = (await makePartner(t.orm, depot)).id;

  // Two years of closed visits at the depot (8 a day, 2 hours each), a few of the subject's, a partner's clock-ins.
  const seed = (who: string, kind: string, personKey: string, rows: number, perDay: number) =>
    sql(
      `insert into attendance (id, created_at, updated_at, tenant_id, depot_id, kind, attendee_id, partner_id, person_key, local_date, checked_in_at, checked_out_at)
       select gen_random_uuid(), now(), now(), d.tenant_id, d.id, ?, ${kind === 'Partner' ? 'null, ?::uuid' : '?::uuid, null'}, ? || g,
              (x.at at time zone d.time_zone)::date, x.at, x.at + interval '2 hours'
         from depot d, generate_series(1, ?) g,
              lateral (select timestamptz '2025-05-20T06:00:00Z' + (g / ?) * interval '1 day' + (g % ?) * interval '1 hour' as at) x
        where d.id = ?`,
      [kind, who, personKey, rows, perDay, perDay, depot.id],
    );
  await seed(o.attendee_id, 'Visitor', 'visitor:seed:', 5840, 8);
  await seed(subject.attendeeId, 'Visitor', 'visitor:subject:', 5, 1);
  await seed(partnerId, 'Partner', 'partner:seed:', 400, 1);
  // Who is on site now: a few at this depot, many at the tenant's other depots.
  const open = (at: Depot, rows: number) =>
    sql(
      `insert into attendance (id, created_at, updated_at, tenant_id, depot_id, kind, person_key, local_date, checked_in_at)
       select gen_random_uuid(), now(), now(), d.tenant_id, d.id, 'Visitor', 'visitor:open:' || gen_random_uuid(), date '2027-05-20', timestamptz '2027-05-20T08:00:00Z'
         from depot d, generate_series(1, ?) g where d.id = ?`,
      [rows, at.id],
    );
  await open(depot, 10);
  for (let i = 0; i < 5; i++) await open(await makeDepot(t.orm, tenant), 200);
  // Send-once records of many addresses, two of the subject's (their events name the subject's visit).
  await sql(
    `insert into outbox_event (id, created_at, updated_at, queue, name, payload, dispatched_at, done_at, attempts)
     select gen_random_uuid(), now(), now(), 'mail', 'visit-booked', jsonb_build_object('visitId', gen_random_uuid()), now(), now(), 0
       from generate_series(1, 3000)`,
  );
  await sql(
    `insert into mail_delivery (id, created_at, updated_at, source_event_id, recipient, kind)
     select gen_random_uuid(), now(), now(), o.id, 'r' || row_number() over () || '@example.test', 'visit-booked' from outbox_event o`,
  );
  for (let i = 0; i < 2; i++) {
    const id = randomUUID();
    await sql(
      `insert into outbox_event (id, created_at, updated_at, queue, name, payload, dispatched_at, done_at, attempts)
       values (?, now(), now(), 'mail', 'visit-booked', ?::jsonb, now(), now(), 0)`,
      [id, JSON.stringify({ visitId: mine.id })],
    );
    await sql(
      `insert into mail_delivery (id, created_at, updated_at, source_event_id, recipient, kind) values (gen_random_uuid(), now(), now(), ?, ?, 'visit-booked')`,
      [id, email],
    );
  }
  // An audit trail longer than the page's exact count.
  await sql(
    `insert into audit_log (actor_username, tenant_id, action, operation, target_type, target_id, changes)
     select 'seed', ?, 'visit.update', 'UPDATE', 'visit', g::text, '{}'::jsonb from generate_series(1, ?) g`,
    [tenantId, AUDIT_EXACT_COUNT_LIMIT + 500],
  );
  await sql(`analyze attendance; analyze mail_delivery; analyze outbox_event; analyze audit_log; analyze webhook_delivery`);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('reads bounded by an index at scale (issue 41)', () => {
  it('live grid: the day by local_date with a range, open rows and long stays by their own indexes; no scan of attendance', async () => {
    const day = '2027-05-20';
    const { start, end } = dayBounds(day, depot.timeZone);
    const nodes = await plan(PRESENT_DURING_DAY_SQL, presentDuringDayParams(tenantId, depot.id, day, start, end));
    expect(scans(nodes, 'attendance')).toEqual([]);
    const dayScan = byIndex(nodes, 'attendance_depot_day_idx');
    expect(dayScan).toHaveLength(1);
    expect(dayScan[0]['Index Cond']).toMatch(/local_date >= .*local_date <= /);
    expect(byIndex(nodes, 'attendance_depot_open_idx')).toHaveLength(1);
    expect(byIndex(nodes, 'attendance_depot_long_idx')).toHaveLength(1);
  });

  it("live grid: finds who was present that day, even from before its window (open, or a long stay), and nobody who wasn't", async () => {
    const d2 = await makeDepot(t.orm, await makeTenant(t.orm));
    const [{ tenant_id: tid }] = await sql<{ tenant_id: string }>(`select tenant_id from depot where id = ?`, [d2.id]);
    const row = async (inAt: string, outAt: string | null) => {
      const id = randomUUID();
      await sql(
        `insert into attendance (id, created_at, updated_at, tenant_id, depot_id, kind, person_key, local_date, checked_in_at, checked_out_at)
         select ?, now(), now(), ?, d.id, 'Visitor', ?, (?::timestamptz at time zone d.time_zone)::date, ?, ? from depot d where d.id = ?`,
        [id, tid, `k:${id}`, inAt, inAt, outAt, d2.id],
      );
      return id;
    };
    const today = await row('2027-05-20T08:00:00Z', '2027-05-20T10:00:00Z');
    const openForDays = await row('2027-05-10T08:00:00Z', null);
    const longStay = await row('2027-05-15T08:00:00Z', '2027-05-20T07:00:00Z');
    const overnight = await row('2027-05-19T20:00:00Z', '2027-05-20T04:00:00Z');
    const gone = await row('2027-05-17T08:00:00Z', '2027-05-17T10:00:00Z');
    const leftYesterday = await row('2027-05-12T08:00:00Z', '2027-05-19T22:00:00Z');
    const tomorrow = await row('2027-05-21T08:00:00Z', null);
    const { start, end } = dayBounds('2027-05-20', d2.timeZone);
    const ids = await presentDuringDay(t.orm.em.fork() as never, { tenantId: tid, depotId: d2.id, day: '2027-05-20', start, end });
    expect(ids.sort()).toEqual([today, openForDays, longStay, overnight].sort());
    for (const id of [gone, leftYesterday, tomorrow]) expect(ids).not.toContain(id);
    // and the live report itself lists them
    const admin = staffActor(await makeUser(t.orm, { tenant: { id: tid } as never, role: 'TenantAdmin' }));
    const report = await t
      .as(admin)
      .liveReport.report(admin, parse(LiveReportCommand, { depotId: d2.id, visitType: 'All', date: '2027-05-20' }));
    expect(report.rows).toHaveLength(4);
  });

  it('on-site counts: only open attendances, by attendance_depot_open_idx', async () => {
    const nodes = await plan(ON_SITE_COUNTS_SQL, [`{${depot.id}}`]);
    expect(scans(nodes, 'attendance')).toEqual([]);
    expect(byIndex(nodes, 'attendance_depot_open_idx')).toHaveLength(1);
  });

  it("visitors chart: a month's check-ins by local_date with a range", async () => {
    const { start } = dayBounds('2027-04-01', depot.timeZone);
    const { end } = dayBounds('2027-04-30', depot.timeZone);
    const nodes = await plan(CHART_CHECK_INS_SQL, [tenantId, depot.id, start, end, '2027-04-01', '2027-04-30']);
    expect(scans(nodes, 'attendance')).toEqual([]);
    const scan = byIndex(nodes, 'attendance_depot_day_idx');
    expect(scan).toHaveLength(1);
    expect(scan[0]['Index Cond']).toMatch(/local_date >= .*local_date <= /);
  });

  it("data subject export: the person's attendances by the attendee and partner indexes, their mail by lower(recipient)", async () => {
    const visitors = uuidList([subject.attendeeId]);
    const partners = uuidList([partnerId]);
    const att = await plan(SUBJECT_ATTENDANCES_SQL, [tenantId, visitors, partners]);
    expect(scans(att, 'attendance')).toEqual([]);
    expect(byIndex(att, 'attendance_attendee_idx')).toHaveLength(1);
    expect(byIndex(att, 'attendance_partner_idx')).toHaveLength(1);

    const mail = await plan(SUBJECT_MAIL_SQL, [subject.email, visitors, visitors, partners, visitors, partners]);
    for (const table of ['attendance', 'mail_delivery', 'outbox_event', 'visit', 'regular_visitor']) expect(scans(mail, table)).toEqual([]);
    expect(byIndex(mail, 'mail_delivery_recipient_ci_idx')).toHaveLength(1);

    // and the export finds exactly the subject's rows
    const admin = staffActor(await makeUser(t.orm, { tenant: { id: tenantId } as never, role: 'TenantAdmin' }));
    const { json } = await t.as(admin).retention.export(admin, parse(DataSubjectCommand, { email: subject.email }));
    const doc = JSON.parse(json) as { attendances: unknown[]; emailsSent: unknown[] };
    expect(doc.attendances).toHaveLength(5);
    expect(doc.emailsSent).toHaveLength(2);
  });

  it('housekeeping: each batch finds its oldest rows by an index of its own', async () => {
    const cutoff = new Date('2027-05-13T12:00:00Z');
    const expected = {
      outboxEvents: 'outbox_done_idx',
      webhookDeliveries: 'webhook_delivery_delivered_idx',
      mailDeliveries: 'mail_delivery_created_idx',
      summarySends: 'summary_send_sent_idx',
    };
    for (const [kind, index] of Object.entries(expected)) {
      const nodes = await plan(PURGE_STATEMENTS[kind as keyof typeof expected](5000), [cutoff]);
      for (const table of ['outbox_event', 'webhook_delivery', 'mail_delivery', 'summary_send']) expect(scans(nodes, table)).toEqual([]);
      expect(byIndex(nodes, index).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('audit trail, first page for a SuperAdmin: counted only up to the limit, then an estimate that says so', async () => {
    const superAdmin = staffActor(await makeUser(t.orm, { role: 'SuperAdmin' }));
    const page = await t.as(superAdmin).audit.page(superAdmin, parse(AuditFilterCommand, { page: 1, pageSize: 50 }));
    expect(page.rows).toHaveLength(50);
    expect(page.totalExact).toBe(false);
    expect(page.total).toBeGreaterThan(AUDIT_EXACT_COUNT_LIMIT);
    // A filter that matches fewer is counted exactly.
    const few = await t.as(superAdmin).audit.page(superAdmin, parse(AuditFilterCommand, { targetId: '42', page: 1, pageSize: 50 }));
    expect(few).toMatchObject({ total: 1, totalExact: true });
  });
});
