import { type JobPayloads, markExportGivenUp, runExport } from '../../../graph/src/worker-api';
import type { JobContext, JobLike } from './context';
import { runGraphJob } from './run-job';

/** 'xlsx-export': graph's export runner writes one report export under DATA_DIR/exports (retries: run-job.ts). */
export async function handleXlsxExport(ctx: JobContext, job: JobLike<JobPayloads['xlsx-export']>): Promise<string> {
  const { exportId } = job.data;
  const result = await runGraphJob(
    ctx,
    job,
    (em) => runExport(em, exportId, ctx.config.dataDir, ctx.now),
    (em) => markExportGivenUp(em, exportId),
  );
  return result ? `${result.status}: ${result.rowCount} rows` : 'gone';
}
