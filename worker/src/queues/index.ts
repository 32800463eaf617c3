import { UnrecoverableError, type Job } from 'bullmq';
import { jobHandlers, jobQueue, Queues, type JobContext, type JobName, type QueueName } from '@depot/graph/worker';

/** A queue's processor: it runs the handler of the job's name (graph's registry); a name of another queue or none fails at once. */
export type QueueProcessor = (job: Job) => Promise<unknown>;

export function processorFor(queue: QueueName, ctx: JobContext): QueueProcessor {
  return async (job: Job) => {
    const name = job.name as JobName;
    const known = Object.prototype.hasOwnProperty.call(jobHandlers, name) && jobQueue[name] === queue;
    if (!known) throw new UnrecoverableError(`the ${queue} queue has no handler for job "${job.name}"`);
    return (jobHandlers[name] as (ctx: JobContext, job: Job) => Promise<unknown>)(ctx, job);
  };
}

/** Every queue of contracts/queues.ts with its concurrency: the worker runs one BullMQ Worker per entry. */
export const queueConcurrency: Record<QueueName, number> = {
  // Concurrent e-mails per worker process (each is a short SMTP conversation).
  [Queues.email]: 4,
  // xlsx exports (exceljs streaming) and bulk uploads: one at a time, they are heavy.
  [Queues.exports]: 1,
  [Queues.imports]: 1,
  // The worker's own scheduled jobs (the end-of-day sign-out): short, one at a time.
  [Queues.schedules]: 1,
  // Webhook fan-out and deliveries (issue 26): each a short HTTP call to an integrator, at most WEBHOOK_TIMEOUT_MS.
  [Queues.webhooks]: 4,
};
