import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { jobHandlers, jobQueue, Queues, type JobContext, type JobDeferred, type JobName, type QueueName } from '@depot/graph/worker';

/**
 * A queue's processor: it runs the handler of the job's name (graph's registry); a name of another queue or none fails
 * at once. A handler that defers its job (graph's JobDeferred: a webhook endpoint busy or paused, issue 40) has it moved
 * back to the delayed set until then, with BullMQ's documented moveToDelayed + DelayedError: no attempt is counted and
 * the worker's slot is free for the next job meanwhile.
 */
export type QueueProcessor = (job: Job, token?: string) => Promise<unknown>;

export function processorFor(queue: QueueName, ctx: JobContext): QueueProcessor {
  return async (job: Job, token?: string) => {
    const name = job.name as JobName;
    const known = Object.prototype.hasOwnProperty.call(jobHandlers, name) && jobQueue[name] === queue;
    if (!known) throw new UnrecoverableError(`the ${queue} queue has no handler for job "${job.name}"`);
    try {
      return await (jobHandlers[name] as (ctx: JobContext, job: Job) => Promise<unknown>)(ctx, job);
    } catch (err) {
      if ((err as Error)?.name !== 'JobDeferred' || !token) throw err;
      await job.moveToDelayed((err as JobDeferred).until.getTime(), token);
      throw new DelayedError();
    }
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
  // Webhook fan-out and first attempts (issues 26, 40): each a short HTTP call to an integrator, at most
  // WEBHOOK_FIRST_TIMEOUT_MS, at most WEBHOOK_ENDPOINT_CONCURRENCY per endpoint (the others wait outside the slots).
  [Queues.webhooks]: 4,
  // A delivery's retries (issue 40), apart from first attempts: a hanging endpoint's retries (at most
  // WEBHOOK_ENDPOINT_CONCURRENCY of them at once, WEBHOOK_TIMEOUT_MS each) wait here, never in the first attempts' slots.
  [Queues.webhookRetries]: 4,
};
