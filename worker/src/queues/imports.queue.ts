import { Queues } from '../../../graph/src/contracts/queues';
import type { JobContext } from '../handlers/context';
import { dispatchByName, type QueueProcessor } from './processor';

/** The imports queue (bulk xlsx imports). No job of contracts/queues.ts goes here yet: add handlers as they come. */
export function importsProcessor(ctx: JobContext): QueueProcessor {
  return dispatchByName(Queues.imports, ctx, {});
}
