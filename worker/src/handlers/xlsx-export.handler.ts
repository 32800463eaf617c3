import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobPayloads } from '../../../graph/src/contracts/queues';
import { markExportGivenUp, runExport } from '../../../graph/src/modules/exports/export-runner';
import type { JobContext, JobLike } from './context';
import { isLastAttempt } from './bulk-import.handler';

/** 'xlsx-export': writes one report export under DATA_DIR/exports (graph/src/modules/exports/export-runner.ts). */
export async function handleXlsxExport(ctx: JobContext, job: JobLike<JobPayloads['xlsx-export']>): Promise<string> {
  const em = ctx.orm.em as EntityManager;
  try {
    const result = await runExport(em, job.data.exportId, ctx.config.dataDir, ctx.now);
    return result ? `${result.status}: ${result.rowCount} rows` : 'gone';
  } catch (err) {
    if (isLastAttempt(job)) await markExportGivenUp(em, job.data.exportId).catch(() => undefined);
    throw err;
  }
}
