import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from '../../core/jobs/job';
import type { JobPayloads } from '../../contracts/queues';
import { EndOfDaySweep } from './end-of-day.service';

/**
 * 'end-of-day-sign-out' (issue 23), scheduled by the worker every minute: every depot whose sign-out time has come
 * today is run once (EndOfDaySweep; a second worker or a retry finds the day's run and does nothing). The live views
 * hear each automatic sign-out through the worker's event bus.
 */
export async function handleEndOfDaySignOut(ctx: JobContext, _job: JobLike<JobPayloads['end-of-day-sign-out']>) {
  const now = ctx.now ?? (() => new Date());
  const sweep = new EndOfDaySweep({ em: ctx.orm.em.fork() as EntityManager, clock: { now }, events: ctx.events });
  const runs = await sweep.runDue();
  const closed = runs.reduce((n, r) => n + (r.closed ?? 0), 0);
  if (closed) ctx.log(`end-of-day sign-out: ${closed} signed out at ${runs.filter((r) => r.closed).length} depot(s)`);
  return runs.map((r) => ({ depotId: r.depotId, localDate: r.localDate, closed: r.closed }));
}
