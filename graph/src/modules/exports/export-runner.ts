import { mkdir, rename, rm } from 'node:fs/promises';
import { Messages } from '../../contracts/messages';
import path from 'node:path';
import { XlsxSheetWriter } from '../../lib/xlsx-writer';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobStatus } from '../imports/import-job.entity';
import { partnerExportPlan } from '../reports/partner-report.query';
import { reportQuery, visitorExportPlan } from '../reports/visitor-report.query';
import type { VisitorReportType } from '../reports/visitor-report.commands';
import { ExportJob, ExportKind } from './export-job.entity';
import { copyRows } from './copy-rows';
import { evacuationExportPlan } from '../presence/evacuation-export.query';
import { auditExportPlan } from '../audit/audit-export.query';
import type { AuditRowsFilter } from '../audit/audit.service';
import type { ExportPlan } from '../../core/db/export-plan';
import { userLanguage } from '../users/user.type';
import { planIn } from './export-headers';

/** The plan of a job's kind: the query and cells are the exported feature's (its `*ExportPlan`), picked by the kind. */
function exportPlan(job: ExportJob, em: EntityManager): ExportPlan {
  if (job.kind === ExportKind.Audit) return auditExportPlan(em.getKnex(), (job.auditFilter ?? {}) as AuditRowsFilter);
  if (job.kind === ExportKind.Evacuation) return evacuationExportPlan(job.evacuationId!);
  if (job.kind === ExportKind.VisitorReport)
    return visitorExportPlan(
      reportQuery({
        depot: job.depot!,
        from: job.dateFrom,
        to: job.dateTo,
        visitType: (job.visitType ?? 'All') as VisitorReportType,
        search: job.search ?? null,
      }),
    );
  return partnerExportPlan({ tenantId: job.tenant!.id, depotId: job.depot!.id, from: job.dateFrom, to: job.dateTo });
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
  const job = await em.findOne(ExportJob, { id: exportId }, { filters: false, populate: ['depot', 'createdBy', 'createdBy.tenant'] });
  if (!job || job.status === JobStatus.Done || job.status === JobStatus.Failed) return job;
  job.status = JobStatus.Running;
  await em.flush();

  const rel = path.join('exports', `${job.id}.xlsx`);
  const final = path.join(dataDir, rel);
  const tmp = `${final}.part`;
  await mkdir(path.dirname(final), { recursive: true });
  // Issue 39: the sheet's name and headers in the language of the user who asked for it (their own, else their tenant's).
  const plan = planIn(exportPlan(job, em), job.createdBy ? userLanguage(job.createdBy) : 'en');
  const writer = new XlsxSheetWriter(tmp, plan.sheetName, plan.columns);
  let count: number;
  try {
    count = await copyRows(
      em,
      plan.sql,
      plan.params,
      async (rows) => {
        for (const f of rows) writer.addRow(plan.cells(f));
        await writer.drain();
      },
      job.depot?.timeZone ?? 'UTC',
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
