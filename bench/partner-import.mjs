// Scenario: a bulk upload of 10,000 partners (xlsx guard, exceljs streaming read, validation, one
// transaction of multi-row INSERTs: graph's import runner, as the worker runs it) beside a raw
// multi-row INSERT of the same 10,000 rows with `pg`. Time and peak memory, as ratios.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { measure, reportMemory } from './lib-memory.mjs';

const require = createRequire(import.meta.url);
export const report = reportMemory;

/** Partners uploaded: 10,000 by default; BENCH_IMPORT_ROWS=100000 for issue 28's flat-memory check. */
const N = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
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
  const rowsFrom = (base) =>
    Array.from({ length: N }, (_, i) => [
      String(base + i),
      `Partner ${i}`,
      'Acme Logistics',
      `p${base + i}@example.test`,
      '',
      '',
      i % 2 ? 'Yes' : 'No',
      'No',
    ]);

  const baseline = await measure(async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const rows = rowsFrom(7_000_000_000);
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
  });

  const file = await workbook(rowsFrom(8_000_000_000));
  const em = orm.em.fork();
  const job = em.create(ImportJob, { tenant: depot.tenant_id, depot: depot.id, kind: ImportKind.Partner, fileName: 'bench.xlsx', file });
  await em.flush();
  const upload = await measure(() => runImport(orm.em, job.id));
  if (upload.out?.status !== 'DONE') console.log(`  (the import ended ${upload.out?.status}: ${upload.out?.message})`);
  await pool.end();
  return { baseline, 'xlsx import': upload };
}
