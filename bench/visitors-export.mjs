// Scenario: the date-range visitors report xlsx export of 100,000 visits (graph's export runner: the rows read with
// one `COPY ... TO STDOUT`, the streaming sheet writer, times in the depot's zone, formula guard) beside a plain
// `COPY (the same SELECT) TO STDOUT (FORMAT csv)` of the same rows written to a file. Time and peak memory, as ratios
// (the median of interleaved pairs and each side's first run, as in partner-export.mjs).
// The tables are ANALYZEd after the bulk seeding (see partner-export.mjs). Only this scenario's visits get an
// attendance here (the kiosk scenarios' check-ins at the same depot already have theirs).
import { createRequire } from 'node:module';
import pg from 'pg';
import { measureExportPairs, reportMemory } from './lib-memory.mjs';
import { N } from './partner-export.mjs';

const require = createRequire(import.meta.url);
export const name = `date-range visitors export of ${N.toLocaleString('en')} visits (BENCH_EXPORT_ROWS)`;
export const report = reportMemory;

export async function run({ databaseUrl, orm, dataDir }) {
  const { ExportKind } = require('../graph/dist/modules/exports/export-job.entity.js');
  const { reportQuery, visitorReportSql } = require('../graph/dist/modules/reports/visitor-report.query.js');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const {
    rows: [depot],
  } = await pool.query(`select id, tenant_id, code, time_zone from depot where code = 'BT1'`);
  // 2,000 visitors, N visits over 90 days (every kind), three in four checked in and out.
  await pool.query(
    `insert into attendee (id, created_at, updated_at, tenant_id, first_name, last_name, email, company)
    select gen_random_uuid(), now(), now(), $1, 'Visitor', 'Number ' || g, 'visitor' || g || '@bench.test', 'Company ' || (g % 50)
      from generate_series(1, 2000) g`,
    [depot.tenant_id],
  );
  await pool.query(
    `insert into visit (id, created_at, updated_at, tenant_id, depot_id, attendee_id, visit_type, meeting_reference, host_name, date_of_visit, reason_for_visit)
    select gen_random_uuid(), now(), now(), $1, $2, a.id, (array['Planned', 'Unplanned', 'Regular'])[1 + g % 3],
           case when g % 3 = 0 then 'VB' || g end, 'Grace Host', timestamptz '2026-01-01 08:00+00' + ((g % 90) || ' days')::interval + ((g % 600) || ' minutes')::interval,
           case when g % 3 = 1 then 'Delivery' end
      from generate_series(1, ${N}) g join (select id, row_number() over () as n from attendee where tenant_id = $1) a on a.n = 1 + g % 2000`,
    [depot.tenant_id, depot.id],
  );
  await pool.query(
    `insert into attendance (id, created_at, updated_at, tenant_id, depot_id, kind, visit_id, attendee_id, person_key, local_date, checked_in_at, checked_out_at, car_reg, temperature)
    select gen_random_uuid(), now(), now(), v.tenant_id, v.depot_id, 'Visitor', v.id, v.attendee_id, 'visitor:' || v.attendee_id, v.date_of_visit::date,
           v.date_of_visit, v.date_of_visit + interval '90 minutes', '26 D ' || (row_number() over ()), 36.6
      from visit v where v.depot_id = $1 and v.host_name = 'Grace Host' and (extract(minute from v.date_of_visit)::int % 4) <> 0`,
    [depot.id],
  );
  const scope = {
    depot: { id: depot.id, tenant: { id: depot.tenant_id }, timeZone: depot.time_zone },
    from: '2026-01-01',
    to: '2026-04-02',
    visitType: 'All',
    search: null,
  };
  await pool.query('analyze attendee, visit, attendance, depot, badge, regular_visitor');
  await pool.end();
  return measureExportPairs({
    orm,
    databaseUrl,
    dataDir,
    ...visitorReportSql(reportQuery(scope)),
    csv: 'bench-visitors.csv',
    job: {
      tenant: depot.tenant_id,
      depot: depot.id,
      kind: ExportKind.VisitorReport,
      visitType: 'All',
      dateFrom: scope.from,
      dateTo: scope.to,
    },
    expected: N,
  });
}
