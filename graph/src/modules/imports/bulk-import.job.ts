import { runWithGiveUp, type JobContext, type JobLike } from '../../core/jobs/job';
import type { JobPayloads } from '../../contracts/queues';
import { markImportGivenUp, runImport } from './import-runner';

/**
 * 'bulk-import': graph's import runner parses and lands one upload, all rows or none. A hostile file ends
 * the job FAILED without throwing; an infrastructure error throws (BullMQ retries, see run-job.ts).
 */
export async function handleBulkImport(ctx: JobContext, job: JobLike<JobPayloads['bulk-import']>): Promise<string> {
  const { importId } = job.data;
  const result = await runWithGiveUp(
    ctx,
    job,
    (em) => runImport(em, importId, ctx.now),
    (em) => markImportGivenUp(em, importId),
  );
  const outcome = result ? `${result.status}: ${result.message ?? ''}` : 'gone';
  ctx.log(`import ${importId} ${outcome}`);
  return outcome;
}
