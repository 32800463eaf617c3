import { runWithGiveUp, type JobContext, type JobLike } from '../../core/jobs/job';
import type { JobPayloads } from '../../contracts/queues';
import { markExportGivenUp, runExport } from './export-runner';

/** 'xlsx-export': graph's export runner writes one report export under DATA_DIR/exports (retries: core/jobs/job.ts runWithGiveUp). */
export async function handleXlsxExport(ctx: JobContext, job: JobLike<JobPayloads['xlsx-export']>): Promise<string> {
  const { exportId } = job.data;
  const result = await runWithGiveUp(
    ctx,
    job,
    (em) => runExport(em, exportId, ctx.config.dataDir, ctx.now),
    (em) => markExportGivenUp(em, exportId),
  );
  return result ? `${result.status}: ${result.rowCount} rows` : 'gone';
}
