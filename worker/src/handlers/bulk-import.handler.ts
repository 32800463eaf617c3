import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobPayloads } from '../../../graph/src/contracts/queues';
import { markImportGivenUp, runImport } from '../../../graph/src/modules/imports/import-runner';
import type { JobContext, JobLike } from './context';

type Attempted = { attemptsMade?: number; opts?: { attempts?: number } };
export const isLastAttempt = (job: object) => ((job as Attempted).attemptsMade ?? 0) + 1 >= ((job as Attempted).opts?.attempts ?? 1);

/**
 * 'bulk-import': parses and lands one upload, all rows or none (graph/src/modules/imports/import-runner.ts).
 * A hostile file ends the job FAILED without throwing; an infrastructure error throws (BullMQ retries),
 * and on the last attempt the job is marked FAILED so the page stops waiting.
 */
export async function handleBulkImport(ctx: JobContext, job: JobLike<JobPayloads['bulk-import']>): Promise<string> {
  const em = ctx.orm.em as EntityManager;
  try {
    const result = await runImport(em, job.data.importId, ctx.now);
    const outcome = result ? `${result.status}: ${result.message ?? ''}` : 'gone';
    ctx.log(`import ${job.data.importId} ${outcome}`);
    return outcome;
  } catch (err) {
    if (isLastAttempt(job)) await markImportGivenUp(em, job.data.importId).catch(() => undefined);
    throw err;
  }
}
