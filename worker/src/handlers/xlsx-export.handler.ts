import type { JobPayloads } from '../../../graph/src/contracts/queues';
import { runExport } from '../../../graph/src/modules/exports/export-runner';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from './context';

/** 'xlsx-export': writes one report export under DATA_DIR/exports (graph/src/modules/exports/export-runner.ts). */
export async function handleXlsxExport(ctx: JobContext, job: JobLike<JobPayloads['xlsx-export']>): Promise<string> {
  const result = await runExport(ctx.orm.em as EntityManager, job.data.exportId, ctx.config.dataDir, ctx.now);
  return result ? `${result.status}: ${result.rowCount} rows` : 'gone';
}
