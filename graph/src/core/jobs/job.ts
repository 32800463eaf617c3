import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { JobName, JobPayloads } from '../../contracts/queues';
import type { Mailer } from './mailer';
import type { EventBus } from '../events/pubsub';

/** What every job handler gets from the worker process: the ORM (fork it per job), the settings, the mailer and a log. */
export interface JobContext {
  orm: MikroORM;
  config: Config;
  mailer: Mailer;
  log: (msg: string) => void;
  now?: () => Date;
  /** Where a job's unit of work publishes its live events (every graph replica hears them through Redis). */
  events?: Pick<EventBus, 'publish'>;
}

/** The part of a queued job a handler reads; the id is the outbox event id (the relay's jobId). */
export interface JobLike<D> {
  id?: string;
  name: string;
  data: D;
  attemptsMade?: number;
  opts?: { attempts?: number };
}

/** A job's handler, beside the feature that owns its fact; graph/src/jobs.ts maps every JobName to one. */
export type JobHandler<N extends JobName> = (ctx: JobContext, job: JobLike<JobPayloads[N]>) => Promise<unknown>;

/**
 * A job that can never succeed (no outbox id, a malformed payload): the queue gives up at once, without retries.
 * BullMQ recognises it by its name (its own `UnrecoverableError`), so graph needs no queue library.
 */
export class JobRefused extends Error {
  override name = 'UnrecoverableError';
}

/**
 * A job that cannot run yet (issue 40: its webhook endpoint has its share of requests in flight, or is paused): the
 * worker puts it back, delayed until `until`, without counting an attempt and without holding a slot while it waits.
 * The worker recognises it by its name, as it does JobRefused.
 */
export class JobDeferred extends Error {
  override name = 'JobDeferred';
  constructor(
    readonly until: Date,
    reason: string,
  ) {
    super(reason);
  }
}

/** Whether this attempt is the queue's last one for the job (attemptsMade counts the attempts before it). */
export const isLastAttempt = (job: object) =>
  ((job as JobLike<unknown>).attemptsMade ?? 0) + 1 >= ((job as JobLike<unknown>).opts?.attempts ?? 1);

/**
 * A job runner with a give-up (imports, exports): `run` does the job; an infrastructure error throws so the
 * queue retries, and on the last attempt `giveUp` records the job as FAILED first, so the page polling it stops waiting.
 */
export async function runWithGiveUp<D, R>(
  ctx: JobContext,
  job: JobLike<D>,
  run: (em: EntityManager) => Promise<R>,
  giveUp: (em: EntityManager) => Promise<void>,
): Promise<R> {
  const em = ctx.orm.em as EntityManager;
  try {
    return await run(em);
  } catch (err) {
    if (isLastAttempt(job)) await giveUp(em).catch(() => undefined);
    throw err;
  }
}
