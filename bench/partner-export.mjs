// Scenario: an xlsx export of 100,000 partner attendance rows (BENCH_EXPORT_ROWS: 1,000,000 for issue 28's
// flat-memory check, a multiple of 100) (graph's export runner: the rows read with one
// `COPY ... TO STDOUT`, the streaming sheet writer) beside a plain `COPY (the same SELECT) TO STDOUT (FORMAT csv)` of the same rows
// written to a file. Time and peak memory, as ratios: the median of EXPORT_RUNS interleaved pairs, and each side's
// first run (lib-memory.mjs measurePairs). The tables are ANALYZEd after the bulk seeding (a
// production table has statistics; right after a 100,000-row INSERT autovacuum has not run yet), so both
// sides get the plans PostgreSQL would choose in service.
import { createRequire } from 'node:module';
import pg from 'pg';
import { measureExportPairs, reportMemory } from './lib-memory.mjs';

const require = createRequire(import.meta.url);
/** Rows of each export scenario: 100,000 by default; BENCH_EXPORT_ROWS=1000000 for the million-row check. */
export const N = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
export const name = `export of ${N.toLocaleString('en')} partner attendance rows`;
export const report = reportMemory;

export async function run({ databaseUrl, orm, dataDir }) {
  const { ExportKind } = require('../graph/dist/modules/exports/export-job.entity.js');
  const { partnerReportSql } = require('../graph/dist/modules/reports/partner-report.query.js');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const {
    rows: [depot],
  } = await pool.query(`select id, tenant_id from depot where code = 'BT1'`);
  // N / 100 partners with a shift, 100 closed attendances each over 100 days.
  await pool.query(
    `insert into shift (id, created_at, updated_at, tenant_id, shift_name, start_time, end_time) values (gen_random_uuid(), now(), now(), $1, 'Day', '08:00', '16:00')`,
    [depot.tenant_id],
  );
  await pool.query(
    `insert into partner (id, created_at, updated_at, tenant_id, depot_id, work_id, name, organisation, shift_id)
    select gen_random_uuid(), now(), now(), $1, $2, (9000000000 + g)::text, 'Export Partner ' || g, 'Agency ' || (g % 20), (select id from shift where tenant_id = $1 limit 1)
      from generate_series(1, $3::int) g`,
    [depot.tenant_id, depot.id, Math.ceil(N / 100)],
  );
  await pool.query(
    `insert into attendance (id, created_at, updated_at, tenant_id, depot_id, kind, partner_id, person_key, local_date, checked_in_at, checked_out_at)
    select gen_random_uuid(), now(), now(), $1, $2, 'Partner', p.id, 'partner:' || p.id, d::date, d + interval '8 hours 10 minutes', d + interval '16 hours 40 minutes'
      from (select id, row_number() over () as n from partner where depot_id = $2 and name like 'Export Partner %') p
      cross join generate_series(timestamp '2026-01-01', timestamp '2026-01-01' + interval '99 days', interval '1 day') d`,
    [depot.tenant_id, depot.id],
  );
  await pool.query('analyze shift, partner, attendance, depot, badge, role_name');
  const q = { tenantId: depot.tenant_id, depotId: depot.id, from: '2026-01-01', to: '2026-04-10' };
  const job = { tenant: depot.tenant_id, depot: depot.id, kind: ExportKind.PartnerReport, dateFrom: q.from, dateTo: q.to };
  await pool.end();
  return measureExportPairs({ orm, databaseUrl, dataDir, ...partnerReportSql(q), csv: 'bench-partners.csv', job, expected: N });
}
