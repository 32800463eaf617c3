import type { JobPayloads } from '../../../graph/src/contracts/queues';
import { runImport } from '../../../graph/src/modules/imports/import-runner';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from './context';

/** 'bulk-import': parses and lands one upload, all rows or none (graph/src/modules/imports/import-runner.ts). */
export async function handleBulkImport(ctx: JobContext, job: JobLike<JobPayloads['bulk-import']>): Promise<string> {
  const result = await runImport(ctx.orm.em as EntityManager, job.data.importId, ctx.now);
  const outcome = result ? `${result.status}: ${result.message ?? ''}` : 'gone';
  ctx.log(`import ${job.data.importId} ${outcome}`);
  return outcome;
}
