import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from './context';

type Attempted = { attemptsMade?: number; opts?: { attempts?: number } };
/** Whether this attempt is BullMQ's last one for the job (attemptsMade counts the attempts before it). */
export const isLastAttempt = (job: object) => ((job as Attempted).attemptsMade ?? 0) + 1 >= ((job as Attempted).opts?.attempts ?? 1);

/**
 * The whole worker side of a graph job runner (imports, exports): the rules live in graph
 * (modules/imports/import-runner.ts, modules/exports/export-runner.ts, reached through graph/src/worker-api.ts);
 * this only adapts BullMQ to them. `run` does the job; an infrastructure error throws so BullMQ retries,
 * and on the last attempt `giveUp` records the job as FAILED first, so the page polling it stops waiting.
 */
export async function runGraphJob<D, R>(
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
