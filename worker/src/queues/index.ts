import { Queues, type QueueName } from '../../../graph/src/worker-api';
import type { JobContext } from '../handlers/context';
import { EMAIL_CONCURRENCY, emailProcessor } from './email.queue';
import { exportsProcessor } from './exports.queue';
import { importsProcessor } from './imports.queue';
import type { QueueProcessor } from './processor';

/** Every queue of contracts/queues.ts with its processor: the worker runs one BullMQ Worker per entry. */
export const queueProcessors: Record<QueueName, { processor: (ctx: JobContext) => QueueProcessor; concurrency: number }> = {
  [Queues.email]: { processor: emailProcessor, concurrency: EMAIL_CONCURRENCY },
  [Queues.exports]: { processor: exportsProcessor, concurrency: 1 },
  [Queues.imports]: { processor: importsProcessor, concurrency: 1 },
};
