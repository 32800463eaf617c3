// Scenario: a bulk upload of 100,000 partners (xlsx guard, exceljs streaming read, each row checked and streamed
// with COPY into the upload's temporary table, the file-wide rules as one query, one INSERT ... SELECT: graph's
// import runner, as the worker runs it) beside a raw multi-row INSERT of the same rows with `pg`, in interleaved
// pairs (BENCH_EXPORT_RUNS, default 5; the median pair). Time and peak memory, as ratios.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { EXPORT_RUNS, measurePairs, reportMemory } from './lib-memory.mjs';

const require = createRequire(import.meta.url);
export const report = reportMemory;

/** Partners uploaded: 100,000 by default (issue 28); BENCH_IMPORT_ROWS=10000 beside it shows the memory does not grow with the file. */
const N = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
export const name = `bulk upload of ${N.toLocaleString('en')} partners`;

async function workbook(rows) {
  const chunks = [];
  const out = new PassThrough();
  out.on('data', (c) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = wb.addWorksheet('Partners');
  sheet.addRow(['WorkId', 'Name', 'Organisation', 'Email', 'Shift', 'Role', 'SignFlag', 'BadgeNumFlag']).commit();
  for (const r of rows) sheet.addRow(r).commit();
  sheet.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

export async function run({ databaseUrl, orm }) {
  const { runImport } = require('../graph/dist/modules/imports/import-runner.js');
  const { ImportJob, ImportKind } = require('../graph/dist/modules/imports/import-job.entity.js');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const {
    rows: [depot],
  } = await pool.query(`select id, tenant_id from depot where code = 'BT1'`);
  // Work ids are unique in the whole system: each run of each side gets ids of its own.
  let nextBase = 7_000_000_000;
  const rowsFrom = () => {
    const base = (nextBase += 1_000_000);
    return Array.from({ length: N }, (_, i) => [
      String(base + i),
      `Partner ${i}`,
      'Acme Logistics',
      `p${base + i}@example.test`,
      '',
      '',
      i % 2 ? 'Yes' : 'No',
      'No',
    ]);
  };

  const insertAll = async () => {
    const rows = rowsFrom();
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (let i = 0; i < rows.length; i += 2000) {
        const chunk = rows.slice(i, i + 2000);
        const params = [];
        const values = chunk.map((r, j) => {
          params.push(randomUUID(), depot.tenant_id, depot.id, r[0], r[1], r[2], r[3], r[6] === 'Yes');
          const o = j * 8;
          return `($${o + 1}, now(), now(), $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6}, $${o + 7}, $${o + 8}, false)`;
        });
        await client.query(
          `insert into partner (id, created_at, updated_at, tenant_id, depot_id, work_id, name, organisation, email, sign_flag, badge_num_flag) values ${values.join(', ')}`,
          params,
        );
      }
      await client.query('commit');
    } finally {
      client.release();
    }
  };

  // The upload's files and jobs are made before the runs (as the upload route stores them); each run lands one.
  const em = orm.em.fork();
  const jobs = [];
  for (let i = 0; i < EXPORT_RUNS; i++) {
    const file = await workbook(rowsFrom());
    jobs.push(em.create(ImportJob, { tenant: depot.tenant_id, depot: depot.id, kind: ImportKind.Partner, fileName: 'bench.xlsx', file }));
  }
  await em.flush();
  const ids = jobs.map((j) => j.id);
  em.clear();
  const results = await measurePairs(
    EXPORT_RUNS,
    insertAll,
    async () => {
      const done = await runImport(orm.em, ids.shift());
      if (done?.status !== 'DONE') console.log(`  (the import ended ${done?.status}: ${done?.message})`);
      return done;
    },
    'xlsx import',
  );
  await pool.end();
  return results;
}
