import { mkdir, rename, rm } from 'node:fs/promises';
import { Messages } from '../../contracts/messages';
import path from 'node:path';
import { XlsxSheetWriter, type XlsxValue } from './xlsx-writer';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobStatus } from '../imports/import-job.entity';
import { PARTNER_REPORT_COLUMNS, partnerExportRow, partnerReportSql } from '../reports/partner-report.query';
import { reportQuery, VISITOR_REPORT_COLUMNS, visitorExportRow, visitorReportSql } from '../reports/visitor-report.query';
import type { VisitorReportType } from '../reports/visitor-report.commands';
import { ExportJob, ExportKind } from './export-job.entity';
import { copyRows, type CopyRow } from './copy-rows';

/** A report value as a cell: a flag as Yes/No, an absent value as a blank cell, texts and numbers as they are. */
const cell = (v: unknown): XlsxValue =>
  typeof v === 'boolean' ? (v ? 'Yes' : 'No') : typeof v === 'number' ? v : v == null ? null : String(v);

/** What one kind of export reads and how each row of it becomes cells. */
interface ExportPlan {
  sheetName: string;
  columns: { key: string; header: string; width: number }[];
  sql: string;
  params: unknown[];
  /** One COPY row as the sheet's cells, in the columns' order. */
  cells: (f: CopyRow) => XlsxValue[];
}

/** Reads a COPY row with `toRow` and lays out its values as cells in the columns' order. */
function cellsOf<R>(columns: { key: keyof R }[], toRow: (f: CopyRow) => R): (f: CopyRow) => XlsxValue[] {
  const keys = columns.map((c) => c.key);
  return (f) => {
    const r = toRow(f);
    const cells: XlsxValue[] = new Array(keys.length);
    for (let i = 0; i < keys.length; i++) cells[i] = cell(r[keys[i]!]);
    return cells;
  };
}

function exportPlan(job: ExportJob): ExportPlan {
  if (job.kind === ExportKind.VisitorReport) {
    const q = reportQuery({
      depot: job.depot,
      from: job.dateFrom,
      to: job.dateTo,
      visitType: (job.visitType ?? 'All') as VisitorReportType,
      search: job.search ?? null,
    });
    return {
      sheetName: 'Visitors',
      columns: VISITOR_REPORT_COLUMNS,
      ...visitorReportSql(q),
      cells: cellsOf(VISITOR_REPORT_COLUMNS, visitorExportRow),
    };
  }
  const q = { tenantId: job.tenant.id, depotId: job.depot.id, from: job.dateFrom, to: job.dateTo };
  return {
    sheetName: 'Partners',
    columns: PARTNER_REPORT_COLUMNS,
    ...partnerReportSql(q),
    cells: cellsOf(PARTNER_REPORT_COLUMNS, partnerExportRow),
  };
}

/**
 * Writes one export (the worker's 'xlsx-export' job) with the streaming sheet writer (xlsx-writer.ts): rows are
 * read with one `COPY ... TO STDOUT` (copy-rows.ts) and written as they stream, so memory stays bounded whatever the row
 * count. Every text is written as a string cell; a text starting with = + - @ also gets the Text number
 * format, so no cell is ever a formula. Idempotent: a finished job is left alone; the file is written under a
 * temporary name and renamed, so a retry never serves half a file.
 */
export async function runExport(
  root: EntityManager,
  exportId: string,
  dataDir: string,
  now: () => Date = () => new Date(),
): Promise<ExportJob | null> {
  const em = root.fork();
  const job = await em.findOne(ExportJob, { id: exportId }, { filters: false, populate: ['depot'] });
  if (!job || job.status === JobStatus.Done || job.status === JobStatus.Failed) return job;
  job.status = JobStatus.Running;
  await em.flush();

  const rel = path.join('exports', `${job.id}.xlsx`);
  const final = path.join(dataDir, rel);
  const tmp = `${final}.part`;
  await mkdir(path.dirname(final), { recursive: true });
  const plan = exportPlan(job);
  const writer = new XlsxSheetWriter(tmp, plan.sheetName, plan.columns);
  let count: number;
  try {
    count = await copyRows(
      em,
      plan.sql,
      plan.params,
      async (rows) => {
        for (const f of rows) writer.addRow(plan.cells(f));
        await writer.flush();
      },
      job.depot.timeZone,
    );
    await writer.finish();
    await rename(tmp, final);
  } catch (err) {
    writer.abort();
    await rm(tmp, { force: true });
    throw err; // a disk or database problem: the job is retried
  }
  em.assign(job, { status: JobStatus.Done, path: rel, rowCount: count, finishedAt: now() });
  await em.flush();
  return job;
}

/** The worker gave up on the job (its last attempt threw): say so rather than leave it RUNNING. */
export async function markExportGivenUp(root: EntityManager, exportId: string): Promise<void> {
  await root.fork().nativeUpdate(
    ExportJob,
    { id: exportId, status: { $in: [JobStatus.Queued, JobStatus.Running] } },
    {
      status: JobStatus.Failed,
      message: Messages.exportGivenUp,
      finishedAt: new Date(),
    },
    { filters: false },
  );
}
