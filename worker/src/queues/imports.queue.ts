import type { Job } from 'bullmq';
import { Queues, type JobPayloads } from '../../../graph/src/worker-api';
import type { JobContext } from '../handlers/context';
import { handleBulkImport } from '../handlers/bulk-import.handler';
import { dispatchByName, type QueueProcessor } from './processor';

/** The imports queue (bulk xlsx uploads). A hostile file ends its job FAILED; the handler does not throw for it. */
export function importsProcessor(ctx: JobContext): QueueProcessor {
  return dispatchByName(Queues.imports, ctx, {
    'bulk-import': (c, job) => handleBulkImport(c, job as Job<JobPayloads['bulk-import']>),
  });
}
