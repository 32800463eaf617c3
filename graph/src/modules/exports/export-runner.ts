import { mkdir, rename, rm } from 'node:fs/promises';
import { Messages } from '../../contracts/messages';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobStatus } from '../imports/import-job.entity';
import { forEachPartnerReportPage, PARTNER_REPORT_COLUMNS } from '../reports/partner-report.query';
import { forEachVisitorReportPage, reportQuery, VISITOR_REPORT_COLUMNS } from '../reports/visitor-report.query';
import type { VisitorReportType } from '../reports/visitor-report.commands';
import { ExportJob, ExportKind } from './export-job.entity';

/** Rows read from the database per page while the file streams out. */
const PAGE = 5000;

/** A text that a spreadsheet would take for a formula (DESIGN.md section 8). */
export const looksLikeFormula = (v: string) => /^[=+\-@\t\r]/.test(v);

/**
 * One row of an export, committed at once (streamed): flags as Yes/No, absent values as blank cells, every
 * text as a string cell; a text a spreadsheet would take for a formula (= + - @) also gets the Text format.
 */
function writeRow(sheet: ExcelJS.Worksheet, values: unknown[]): void {
  const row = sheet.addRow(values.map((v) => (typeof v === 'boolean' ? (v ? 'Yes' : 'No') : (v ?? null))));
  row.eachCell((cell) => {
    if (typeof cell.value === 'string' && looksLikeFormula(cell.value)) cell.numFmt = '@';
  });
  row.commit();
}

/**
 * Writes one export (the worker's 'xlsx-export' job) with exceljs' streaming WorkbookWriter: rows are
 * read a page at a time and committed as they go, so memory stays bounded whatever the row count.
 * Every text is written as a string cell; a text starting with = + - @ also gets the Text number format,
 * so no cell is ever a formula. Idempotent: a finished job is left alone; the file is written under a
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
  let count = 0;
  try {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: tmp, useStyles: true, useSharedStrings: false });
    if (job.kind === ExportKind.VisitorReport) {
      const sheet = wb.addWorksheet('Visitors');
      sheet.columns = VISITOR_REPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
      const q = reportQuery({
        depot: job.depot,
        from: job.dateFrom,
        to: job.dateTo,
        visitType: (job.visitType ?? 'All') as VisitorReportType,
        search: job.search ?? null,
      });
      await forEachVisitorReportPage(em, q, PAGE, (rows) => {
        for (const r of rows) {
          writeRow(
            sheet,
            VISITOR_REPORT_COLUMNS.map((c) => r[c.key]),
          );
          count++;
        }
      });
      sheet.commit();
    } else {
      const sheet = wb.addWorksheet('Partners');
      sheet.columns = PARTNER_REPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
      await forEachPartnerReportPage(
        em,
        { tenantId: job.tenant.id, depotId: job.depot.id, from: job.dateFrom, to: job.dateTo },
        PAGE,
        (rows) => {
          for (const r of rows) {
            writeRow(
              sheet,
              PARTNER_REPORT_COLUMNS.map((c) => r[c.key]),
            );
            count++;
          }
        },
      );
      sheet.commit();
    }
    await wb.commit();
    await rename(tmp, final);
  } catch (err) {
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
