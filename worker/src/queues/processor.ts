import { UnrecoverableError, type Job } from 'bullmq';
import type { JobContext } from '../handlers/context';

/** A queue's processor: handlers by job name; a name it does not know fails at once (no retries). */
export type QueueProcessor = (job: Job) => Promise<unknown>;
export type JobHandler = (ctx: JobContext, job: Job) => Promise<unknown>;

export function dispatchByName(queue: string, ctx: JobContext, handlers: Record<string, JobHandler>): QueueProcessor {
  return async (job: Job) => {
    const handler = Object.prototype.hasOwnProperty.call(handlers, job.name) ? handlers[job.name] : undefined;
    if (!handler) throw new UnrecoverableError(`the ${queue} queue has no handler for job "${job.name}"`);
    return handler(ctx, job);
  };
}
