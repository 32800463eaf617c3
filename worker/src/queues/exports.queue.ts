import type { Job } from 'bullmq';
import { Queues, type JobPayloads } from '../../../graph/src/worker-api';
import type { JobContext } from '../handlers/context';
import { handleXlsxExport } from '../handlers/xlsx-export.handler';
import { dispatchByName, type QueueProcessor } from './processor';

/** The exports queue (xlsx exports, exceljs streaming). */
export function exportsProcessor(ctx: JobContext): QueueProcessor {
  return dispatchByName(Queues.exports, ctx, {
    'xlsx-export': (c, job) => handleXlsxExport(c, job as Job<JobPayloads['xlsx-export']>),
  });
}
