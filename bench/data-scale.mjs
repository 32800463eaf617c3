// Scenario (issue 41): ten million visits later. One database grows from BENCH_DATA_SCALE_FROM (default 10,000)
// attendance rows to BENCH_DATA_SCALE_ROWS (10,000,000 for `npm run bench:data-scale`; unset: the scenario is skipped,
// it is not part of the default run) over 200 tenants, 2,000 depots and two years, visitors and partners, with the side
// rows the app writes (an attendee and a visit per visitor sign-in, the booking's audit row for a planned visit, and
// for the last eight days the send-once mail record and the three outbox rows of each sign-in: older ones are what the
// daily housekeeping deletes, so a steady install keeps only those). Seeded with SQL in chunks. At each size every
// everyday operation is called as the web app and kiosk call it (the web app's own GraphQL documents, read from
// web/src/gql/gql.ts), for one ordinary depot: the median of BENCH_DATA_SCALE_CALLS (60) calls after 5 warm-up calls,
// then the ratio of the big size to the small one. Storage per check-in: every table and index over the attendance rows.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { percentile, WALK_IN_RULES } from './lib-server.mjs';

const require = createRequire(import.meta.url);
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const TARGET = Number(process.env.BENCH_DATA_SCALE_ROWS ?? 0);
const FROM = Number(process.env.BENCH_DATA_SCALE_FROM ?? 10_000);
const CALLS = Number(process.env.BENCH_DATA_SCALE_CALLS ?? 60);
const ROUNDS = Math.max(1, Number(process.env.BENCH_DATA_SCALE_ROUNDS ?? 3));
const TENANTS = 200;
const DEPOTS_PER_TENANT = 10;
const DEPOTS = TENANTS * DEPOTS_PER_TENANT;
const DAYS = 730;
const PARTNERS_PER_DEPOT = 20;
const CHUNK = 500_000;

export const name = `data at scale: ${FROM.toLocaleString('en')} -> ${TARGET.toLocaleString('en')} attendance rows (BENCH_DATA_SCALE_ROWS)`;

/** The web app's documents by operation name, with the fragments each one spreads (codegen's map in gql.ts). */
function webDocuments() {
  const src = readFileSync(path.join(root, 'web/src/gql/gql.ts'), 'utf8');
  const docs = new Map();
  const fragments = new Map();
  for (const m of src.matchAll(/^\s*("(?:\\.|[^"\\])*"): typeof types\.\w+,?$/gm)) {
    const text = JSON.parse(m[1]);
    const op = /^\s*(query|mutation|subscription)\s+(\w+)/.exec(text);
    const frag = /^\s*fragment\s+(\w+)/.exec(text);
    if (op) docs.set(op[2], text);
    else if (frag) fragments.set(frag[1], text);
  }
  const withFragments = (text, seen = new Set()) => {
    let out = text;
    for (const [, f] of text.matchAll(/\.\.\.(\w+)/g))
      if (!seen.has(f) && fragments.has(f)) {
        seen.add(f);
        out += withFragments(fragments.get(f), seen);
      }
    return out;
  };
  return (name) => {
    if (!docs.has(name)) throw new Error(`the web app has no operation ${name}`);
    return withFragments(docs.get(name));
  };
}

async function timeCalls(fn, calls = CALLS) {
  for (let i = 0; i < 5; i++) await fn(i);
  const ms = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    await fn(i + 5);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { median: percentile(ms, 50), p90: percentile(ms, 90) };
}

/** The base rows: tenants, depots (the bench tenant's BT1 is depot 0), partners, staff, a data subject, today's bookings. */
async function seedBase(pool, tenantName) {
  const {
    rows: [bench],
  } = await pool.query(`select t.id as tenant_id, d.id as depot_id from tenant t join depot d on d.tenant_id = t.id where t.name = $1`, [
    tenantName,
  ]);
  await pool.query(
    `insert into tenant (id, created_at, updated_at, name) select md5('tenant' || g)::uuid, now(), now(), 'Scale Tenant ' || g from generate_series(1, ${TENANTS - 1}) g`,
  );
  await pool.query(`create table scale_depot (n int primary key, id uuid not null, tenant_id uuid not null)`);
  await pool.query(`insert into scale_depot values (0, $1, $2)`, [bench.depot_id, bench.tenant_id]);
  await pool.query(
    `insert into depot (id, created_at, updated_at, tenant_id, code, line1, line2, county, eir_code)
     select md5('depot' || g)::uuid, now(), now(), case when g < ${DEPOTS_PER_TENANT} then $1::uuid else md5('tenant' || (g / ${DEPOTS_PER_TENANT}))::uuid end,
            'SD' || g, '1 Quay', 'Docks', 'Dublin', 'D01' from generate_series(1, ${DEPOTS - 1}) g`,
    [bench.tenant_id],
  );
  await pool.query(
    `insert into scale_depot select g, md5('depot' || g)::uuid, d.tenant_id from generate_series(1, ${DEPOTS - 1}) g join depot d on d.id = md5('depot' || g)::uuid`,
  );
  await pool.query(
    `insert into partner (id, created_at, updated_at, tenant_id, depot_id, work_id, name, organisation, email)
     select md5('partner' || d.n || '_' || k)::uuid, now(), now(), d.tenant_id, d.id, (100000 + d.n * 100 + k)::text, 'Partner ' || k, 'Haulier ' || (k % 5),
            'partner' || d.n || '_' || k || '@scale.test'
       from scale_depot d, generate_series(0, ${PARTNERS_PER_DEPOT - 1}) k`,
  );
  const { hashPassword } = require('../graph/dist/core/auth/password.js');
  const hash = await hashPassword('Bench-Password-1');
  await pool.query(
    `insert into app_user (id, created_at, updated_at, tenant_id, username, name, email, role, password_hash, email_confirmed)
     values (gen_random_uuid(), now(), now(), $1, 'scale_admin', 'Scale Admin', 'scale_admin@scale.test', 'TenantAdmin', $2, true),
            (gen_random_uuid(), now(), now(), null, 'scale_super', 'Scale Super', 'scale_super@scale.test', 'SuperAdmin', $2, true)`,
    [bench.tenant_id, hash],
  );
  // The data subject: one visitor, 35 visits at the depot over the two years.
  const subjectAt = `now() - g * interval '20 days'`;
  await pool.query(
    `insert into attendee (id, created_at, updated_at, tenant_id, first_name, last_name, email, company)
       values (md5('subject')::uuid, now(), now(), $1, 'Dana', 'Subject', 'dana.subject@scale.test', 'Acme')`,
    [bench.tenant_id],
  );
  await pool.query(
    `insert into visit (id, created_at, updated_at, tenant_id, depot_id, attendee_id, visit_type, date_of_visit)
       select md5('subjectvisit' || g)::uuid, now(), now(), $1, $2, md5('subject')::uuid, 'Unplanned', ${subjectAt} from generate_series(1, 35) g`,
    [bench.tenant_id, bench.depot_id],
  );
  await pool.query(
    `insert into attendance (id, created_at, updated_at, tenant_id, depot_id, kind, visit_id, attendee_id, person_key, local_date, checked_in_at, checked_out_at)
       select md5('subjectatt' || g)::uuid, now(), now(), $1, $2, 'Visitor', md5('subjectvisit' || g)::uuid, md5('subject')::uuid,
              'visitor:' || md5('subject')::uuid, (${subjectAt})::date, ${subjectAt}, ${subjectAt} + interval '1 hour'
         from generate_series(1, 35) g`,
    [bench.tenant_id, bench.depot_id],
  );
  // Today's bookings at the depot, looked up at the kiosk by reference.
  await pool.query(
    `insert into attendee (id, created_at, updated_at, tenant_id, first_name, last_name, email, company)
       select md5('booked' || g)::uuid, now(), now(), $1, 'Booked', 'Visitor ' || g, 'booked' || g || '@scale.test', 'Acme' from generate_series(1, 80) g`,
    [bench.tenant_id],
  );
  await pool.query(
    `insert into visit (id, created_at, updated_at, tenant_id, depot_id, attendee_id, visit_type, meeting_reference, host_name, date_of_visit)
       select md5('bookedvisit' || g)::uuid, now(), now(), $1, $2, md5('booked' || g)::uuid, 'Planned', 'SCT' || g, 'Grace Host', now() from generate_series(1, 80) g`,
    [bench.tenant_id, bench.depot_id],
  );
  return bench;
}

/**
 * Attendance rows `lo`..`hi` (numbers), spread over every depot and the two years before today: seven in ten visitors
 * (attendee, visit, attendance; a third of them booked, with the booking's audit row), three in ten partners' clock-ins.
 */
/** The depot's steady day: 20 visitors on site since this morning (made once; a kept database keeps them). */
async function steadyDay(pool, bench) {
  await pool.query(
    `insert into attendee (id, created_at, updated_at, tenant_id, first_name, last_name, email, company)
       select md5('onsite' || g)::uuid, now(), now(), $1, 'On', 'Site ' || g, 'onsite' || g || '@scale.test', 'Acme'
         from generate_series(1, 20) g on conflict do nothing`,
    [bench.tenant_id],
  );
  await pool.query(
    `insert into visit (id, created_at, updated_at, tenant_id, depot_id, attendee_id, visit_type, date_of_visit)
       select md5('onsitevisit' || g)::uuid, now(), now(), $1, $2, md5('onsite' || g)::uuid, 'Unplanned', date_trunc('day', now()) + interval '7 hours'
         from generate_series(1, 20) g on conflict do nothing`,
    [bench.tenant_id, bench.depot_id],
  );
  await pool.query(
    `insert into attendance (id, created_at, updated_at, tenant_id, depot_id, kind, visit_id, attendee_id, person_key, local_date, checked_in_at)
       select md5('onsiteatt' || g)::uuid, now(), now(), $1, $2, 'Visitor', md5('onsitevisit' || g)::uuid, md5('onsite' || g)::uuid,
              'visitor:' || md5('onsite' || g)::uuid, (now() at time zone 'Europe/Dublin')::date, date_trunc('day', now()) + interval '7 hours'
         from generate_series(1, 20) g on conflict do nothing`,
    [bench.tenant_id, bench.depot_id],
  );
}

/** A round's bookings to check in and sign out at the kiosk, referenced `SCO<tag>_<n>`. */
async function bookRound(pool, bench, tag) {
  await pool.query(
    `insert into attendee (id, created_at, updated_at, tenant_id, first_name, last_name, email, company)
       select md5('out' || $2 || '_' || g)::uuid, now(), now(), $1, 'Leaving', 'Visitor ' || g, 'out' || $2 || '_' || g || '@scale.test', 'Acme'
         from generate_series(1, ${CALLS + 5}) g`,
    [bench.tenant_id, tag],
  );
  await pool.query(
    `insert into visit (id, created_at, updated_at, tenant_id, depot_id, attendee_id, visit_type, meeting_reference, host_name, date_of_visit)
       select gen_random_uuid(), now(), now(), $1, $2, md5('out' || $3 || '_' || g)::uuid, 'Planned', 'SCO' || $3 || '_' || g, 'Grace Host', now()
         from generate_series(1, ${CALLS + 5}) g`,
    [bench.tenant_id, bench.depot_id, tag],
  );
  return Array.from({ length: CALLS + 5 }, (_, i) => `SCO${tag}_${i + 1}`);
}

async function seedChunk(pool, lo, hi) {
  const at = `(date_trunc('day', now()) - interval '${DAYS} days' + ((g / ${DEPOTS}) % ${DAYS}) * interval '1 day' + (6 + g % 12) * interval '1 hour')`;
  const series = `generate_series(${lo}, ${hi}) g join scale_depot d on d.n = g % ${DEPOTS}`;
  const visitor = `g % 10 < 7`;
  await pool.query(
    `insert into attendee (id, created_at, updated_at, tenant_id, first_name, last_name, email, company)
     select md5('a' || g)::uuid, ${at}, ${at}, d.tenant_id, 'Scale', 'Visitor ' || g, 'v' || g || '@scale.test', 'Company ' || (g % 500)
       from ${series} where ${visitor}`,
  );
  await pool.query(
    `insert into visit (id, created_at, updated_at, tenant_id, depot_id, attendee_id, visit_type, meeting_reference, host_name, date_of_visit, reason_for_visit)
     select md5('v' || g)::uuid, ${at}, ${at}, d.tenant_id, d.id, md5('a' || g)::uuid, (array['Planned', 'Unplanned', 'Regular'])[1 + g % 3],
            case when g % 3 = 0 then 'S' || g end, 'Grace Host', ${at}, case when g % 3 = 1 then 'Delivery' end
       from ${series} where ${visitor}`,
  );
  await pool.query(
    `insert into attendance (id, created_at, updated_at, tenant_id, depot_id, kind, visit_id, attendee_id, partner_id, person_key, local_date, checked_in_at, checked_out_at, car_reg, temperature, rule_answers)
     select md5('t' || g)::uuid, ${at}, ${at}, d.tenant_id, d.id,
            case when ${visitor} then 'Visitor' else 'Partner' end,
            case when ${visitor} then md5('v' || g)::uuid end, case when ${visitor} then md5('a' || g)::uuid end,
            case when ${visitor} then null else md5('partner' || d.n || '_' || (g % ${PARTNERS_PER_DEPOT}))::uuid end,
            case when ${visitor} then 'visitor:' || md5('a' || g)::uuid else 'partner:' || md5('partner' || d.n || '_' || (g % ${PARTNERS_PER_DEPOT}))::uuid end,
            (${at} at time zone 'Europe/Dublin')::date, ${at}, ${at} + interval '2 hours', case when ${visitor} then '26 D ' || g end, 36.6,
            case when ${visitor} and g % 3 = 1 then $1::jsonb end
       from ${series}`,
    [JSON.stringify(WALK_IN_RULES)],
  );
  // The booking's audit row at its own time (the stamp trigger, which gives a row the database's time, off for it).
  await pool.query(
    `begin; set local session_replication_role = replica;
     insert into audit_log (at, actor_id, actor_username, tenant_id, action, operation, target_type, target_id, changes, ip)
     select ${at} - interval '1 day', 'scale', 'scale_admin', d.tenant_id, 'bookVisit', 'INSERT', 'Visit', md5('v' || g)::uuid::text,
            jsonb_build_array(jsonb_build_object('field', 'hostName', 'before', null, 'after', 'Grace Host')), '10.0.0.1'
       from ${series} where ${visitor} and g % 3 = 0;
     commit;`,
  );
  // The last eight days' finished work (older rows are what housekeeping deletes; HOUSEKEEPING_DAYS 7).
  const recent = `${at} > now() - interval '8 days'`;
  await pool.query(
    `insert into mail_delivery (id, created_at, updated_at, source_event_id, recipient, kind)
     select md5('m' || g)::uuid, ${at}, ${at}, md5('o1' || g)::uuid, 'manager' || d.n || '@scale.test', 'visit-notification'
       from ${series} where ${visitor} and ${recent}`,
  );
  await pool.query(
    `insert into outbox_event (id, created_at, updated_at, queue, name, payload, dispatched_at, attempts, done_at)
     select md5('o' || k || g)::uuid, ${at}, ${at}, q.queue, q.name,
            jsonb_build_object('tenantId', d.tenant_id, 'depotId', d.id, 'attendanceId', md5('t' || g)::uuid), ${at}, 1, ${at}
       from ${series}, (values (1, 'mail', 'visit-notification'), (2, 'webhooks', 'webhook-event'), (3, 'mail', 'signed-in')) q(k, queue, name)
      where ${recent}`,
  );
}

async function grow(pool, from, to) {
  const t0 = performance.now();
  for (let lo = from + 1; lo <= to; lo += CHUNK) {
    const hi = Math.min(to, lo + CHUNK - 1);
    await seedChunk(pool, lo, hi);
    if (to - from > CHUNK)
      console.log(`  seeded ${hi.toLocaleString('en')} of ${to.toLocaleString('en')} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
  await pool.query('vacuum analyze');
}

async function storage(pool) {
  const {
    rows: [r],
  } = await pool.query(
    `select (select count(*) from attendance) as rows,
            (select sum(pg_total_relation_size(c.oid)) from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = 'public' and c.relkind in ('r', 'p', 'm')) as bytes`,
  );
  // the biggest tables with their indexes (a partitioned table with its partitions)
  const { rows: tables } = await pool.query(
    `select coalesce(p.relname, c.relname) as name, sum(pg_total_relation_size(c.oid))::bigint as bytes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       left join pg_inherits i on i.inhrelid = c.oid left join pg_class p on p.oid = i.inhparent
      where n.nspname = 'public' and c.relkind in ('r', 'm') group by 1 order by 2 desc limit 6`,
  );
  return {
    rows: Number(r.rows),
    bytes: Number(r.bytes),
    perCheckIn: Number(r.bytes) / Number(r.rows),
    tables: tables.map((t) => ({ name: t.name, bytes: Number(t.bytes) })),
  };
}

export async function run({ url, databaseUrl, tenantName, orm, dataDir }) {
  if (!TARGET) return { skipped: 'set BENCH_DATA_SCALE_ROWS (npm run bench:data-scale: 10,000,000)' };
  const doc = webDocuments();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // A database this scenario grew before (BENCH_DATABASE, kept with BENCH_KEEP_DB=1) is measured again as it is.
  const reused = (await pool.query(`select to_regclass('public.scale_depot') is not null as "reused"`)).rows[0].reused;
  const bench = reused
    ? (await pool.query(`select tenant_id, id as depot_id from scale_depot where n = 0`)).rows[0]
    : await seedBase(pool, tenantName);
  const json = { 'content-type': 'application/json' };
  const login = async (username) =>
    (
      await (
        await fetch(`${url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ username, password: 'Bench-Password-1' }) })
      ).json()
    ).token;
  const admin = { ...json, authorization: `Bearer ${await login('scale_admin')}` };
  const superAdmin = { ...json, authorization: `Bearer ${await login('scale_super')}` };
  const gql = async (headers, operationName, variables) => {
    const r = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ operationName, query: doc(operationName), variables }),
    });
    const out = await r.json();
    if (!r.ok || out.errors) throw new Error(`${operationName}: ${JSON.stringify(out).slice(0, 300)}`);
    return out.data;
  };
  const { RetentionSweep } = require('../graph/dist/modules/retention/retention.service.js');
  const { runExport } = require('../graph/dist/modules/exports/export-runner.js');
  const { DateTime } = require('luxon');
  const depotId = bench.depot_id;
  const today = DateTime.now().setZone('Europe/Dublin');
  // An ordinary finished day and month (the scenario's own kiosk calls add rows today, as many each round: the views of
  // today would measure those rounds, not the table's size)
  const yesterday = today.minus({ days: 1 }).toISODate();
  const monthFrom = today.minus({ days: 31 }).toISODate();
  const monthTo = yesterday;
  let person = 0;
  let round = 0;
  const tag = Date.now().toString(36).toUpperCase(); // this run's own references and addresses (a kept database is measured again)

  /** Every operation once per call, as the kiosk and the web app call it. */
  const operations = {
    'kiosk: depot lookup': () => gql(json, 'KioskDepot', { tenantName, depotCode: 'BT1' }),
    'kiosk: visitor by reference': (i) => gql(json, 'KioskVisitor', { input: { depotId, meetingRef: `SCT${1 + (i % 80)}` } }),
    'kiosk: walk-in check-in': async () => {
      person++;
      const p = {
        firstName: 'Walk',
        lastName: `In ${tag}${round}_${person}`,
        email: `walkin${tag}${round}_${person}@scale.test`,
        company: 'Acme',
        carReg: '12 D 345',
      };
      await gql(json, 'WalkInCheckIn', { input: { ...p, depotId, reasonForVisit: 'Meeting', ruleAnswers: WALK_IN_RULES } });
    },
    'kiosk: partner clock-in and out': async (i) => {
      const workId = String(100000 + (i % PARTNERS_PER_DEPOT));
      await gql(json, 'ClockIn', { input: { depotId, workId } });
      await gql(json, 'ClockOut', { input: { depotId, workId } });
    },
    'staff: dashboard (on-site counts, chart)': async () => {
      await gql(admin, 'OnSiteCounts', {});
      await gql(admin, 'VisitorsSummary', { depotId, dateFrom: monthFrom, dateTo: monthTo });
    },
    'staff: on-site list': () => gql(admin, 'OnSiteNow', { depotId }),
    'staff: live grid, yesterday': () => gql(admin, 'LiveReport', { depotId, date: yesterday, visitType: 'All' }),
    'staff: visitors report, first page': () =>
      gql(admin, 'DateRangeVisitorsReport', { input: { depotId, dateFrom: monthFrom, dateTo: monthTo, page: 1 } }),
    'staff: visitors report, last page': async () => {
      const first = await gql(admin, 'DateRangeVisitorsReport', { input: { depotId, dateFrom: monthFrom, dateTo: monthTo, page: 1 } });
      await gql(admin, 'DateRangeVisitorsReport', {
        input: { depotId, dateFrom: monthFrom, dateTo: monthTo, page: first.dateRangeVisitorsReport.pages },
      });
    },
    'staff: visitors chart, one month': () => gql(admin, 'VisitorsSummary', { depotId, dateFrom: monthFrom, dateTo: monthTo }),
    'staff: audit trail, TenantAdmin': () => gql(admin, 'AuditTrail', { filter: {}, page: { page: 1 } }),
    'staff: audit trail, SuperAdmin (all tenants)': () => gql(superAdmin, 'AuditTrail', { filter: {}, page: { page: 1 } }),
    'staff: data subject search': () => gql(admin, 'DataSubject', { input: { email: 'dana.subject@scale.test' } }),
    'staff: data subject export': () => gql(admin, 'ExportDataSubject', { input: { email: 'dana.subject@scale.test' } }),
  };
  const slow = {
    'staff: export of a month (xlsx)': async () => {
      const { exportDateRangeVisitorsReport: job } = await gql(admin, 'ExportDateRangeVisitorsReport', {
        input: { depotId, dateFrom: monthFrom, dateTo: monthTo },
      });
      await runExport(orm.em, job.id, dataDir);
    },
    "retention: one tenant's daily run and housekeeping": async (i) => {
      const sweep = new RetentionSweep({ em: orm.em.fork(), clock: { now: () => new Date() }, dataDir, housekeepingDays: 7 });
      // The daily increment: each call a day later than the one before (the first catches up, then autovacuum's work is
      // done by hand, as it would be between two daily runs).
      const cutoff = new Date(Date.now() - (400 - i - 5 * (round - 1)) * 86_400_000);
      await sweep.runTenant(bench.tenant_id, cutoff);
      await sweep.housekeeping(new Date());
      if (i === 0 && round === 1) await pool.query('vacuum analyze attendee, attendance, visit, partner');
    },
  };

  const measureAll = async () => {
    round++;
    const out = {};
    for (const [op, fn] of Object.entries(operations)) {
      out[op] = await timeCalls(fn);
      // the walk-ins leave again (not timed), so every round's staff views see the depot's steady day
      if (op === 'kiosk: walk-in check-in') await leaveWalkIns();
    }
    // Sign-out by reference: this round's bookings checked in first (not timed), then signed out one by one.
    const refs = await bookRound(pool, bench, `${tag}R${round}`);
    for (const ref of refs)
      await gql(json, 'VisitorCheckIn', { input: { depotId, visitorRef: ref, carReg: '12 D 345', ruleAnswers: WALK_IN_RULES } });
    out['kiosk: sign-out by reference'] = await timeCalls((i) =>
      gql(json, 'VisitorCheckOut', { input: { depotId, meetingReference: refs[i] } }),
    );
    for (const [op, fn] of Object.entries(slow)) out[op] = await timeCalls(fn, 5);
    return out;
  };

  /** Every walk-in of the scenario still on site at the depot signed out (a kiosk's end of day, not timed). */
  const leaveWalkIns = () =>
    pool.query(
      `update attendance x set checked_out_at = now() from attendee a
        where x.depot_id = $1 and x.checked_out_at is null and a.id = x.attendee_id and a.tenant_id = $2 and a.email like 'walkin%'`,
      [depotId, bench.tenant_id],
    );
  await leaveWalkIns();
  await steadyDay(pool, bench);

  /** ROUNDS rounds at the database's present size: each operation's median per round. */
  const rounds = async () => {
    const out = [];
    for (let k = 0; k < ROUNDS; k++) out.push(await measureAll());
    return { rounds: out, storage: await storage(pool) };
  };
  if (reused) {
    const big = await rounds();
    await pool.end();
    return { big };
  }
  await grow(pool, 0, FROM);
  const small = await rounds();
  console.log(`  measured at ${small.storage.rows.toLocaleString('en')} rows; growing to ${TARGET.toLocaleString('en')}`);
  const t0 = performance.now();
  await grow(pool, FROM, TARGET);
  const seedSeconds = (performance.now() - t0) / 1000;
  const big = await rounds();
  await pool.end();
  return { small, big, seedSeconds };
}

/** An operation's figure over rounds: the median of the rounds' medians, and their range. */
function overRounds(size, op) {
  const xs = size.rounds.map((r) => r[op].median).sort((a, b) => a - b);
  return { mid: xs[Math.floor(xs.length / 2)], lo: xs[0], hi: xs.at(-1) };
}

export function report(title, r) {
  console.log(`\n${title}`);
  if (r.skipped) return console.log(`  skipped: ${r.skipped}`);
  if (process.env.BENCH_DATA_SCALE_OUT) writeFileSync(process.env.BENCH_DATA_SCALE_OUT, JSON.stringify(r));
  const rows = (x) => x.storage.rows.toLocaleString('en');
  const cell = (f) => `${f.mid.toFixed(1)} ms (${f.lo.toFixed(1)}-${f.hi.toFixed(1)})`;
  if (r.seedSeconds) console.log(`  seeding to ${rows(r.big)} rows took ${r.seedSeconds.toFixed(0)} s`);
  const sizes = [r.small, r.big].filter(Boolean);
  console.log(
    `  ${'operation'.padEnd(50)} ${sizes.map((x) => rows(x).padStart(26)).join(' ')}${r.small ? '   ratio' : ''}  (median of ${r.big.rounds.length} rounds' medians, their range)`,
  );
  for (const op of Object.keys(r.big.rounds[0])) {
    const figures = sizes.map((x) => overRounds(x, op));
    const ratio = r.small ? `   ${(figures[1].mid / figures[0].mid).toFixed(2)}x` : '';
    console.log(`  ${op.padEnd(50)} ${figures.map((f) => cell(f).padStart(26)).join(' ')}${ratio}`);
  }
  const kb = (x) => `${(x.storage.perCheckIn / 1024).toFixed(2)} KiB at ${rows(x)}`;
  console.log(
    `  storage per check-in (every table and index / attendance rows): ${sizes.map(kb).join(', ')} (${(r.big.storage.bytes / 2 ** 30).toFixed(2)} GiB in all)`,
  );
  const mb = (b) => `${(b / 2 ** 20).toFixed(0)} MB`;
  console.log(`  the biggest at ${rows(r.big)}: ${r.big.storage.tables.map((t) => `${t.name} ${mb(t.bytes)}`).join(', ')}`);
}
