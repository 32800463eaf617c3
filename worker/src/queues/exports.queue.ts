import { Queues } from '../../../graph/src/contracts/queues';
import type { JobContext } from '../handlers/context';
import { dispatchByName, type QueueProcessor } from './processor';

/** The exports queue (xlsx exports). No job of contracts/queues.ts goes here yet: add handlers as they come. */
export function exportsProcessor(ctx: JobContext): QueueProcessor {
  return dispatchByName(Queues.exports, ctx, {});
}
