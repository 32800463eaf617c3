import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from '../../core/jobs/job';
import type { JobPayloads } from '../../contracts/queues';
import { totalOf } from './anonymise';
import { RetentionSweep } from './retention.service';

/**
 * 'retention' (issue 25), scheduled by the worker every hour: each tenant is run once per UTC day (the day's
 * `retention_run` row is claimed first, so a second worker or a retry does nothing), anonymising its visitor and partner
 * personal data past its retention in batches; finished export and upload files a day old are removed, and done outbox
 * rows, delivered webhooks and send-once mail records older than HOUSEKEEPING_DAYS are deleted (issue 41, purge.ts).
 */
export async function handleRetention(ctx: JobContext, _job: JobLike<JobPayloads['retention']>) {
  const now = ctx.now ?? (() => new Date());
  const sweep = new RetentionSweep({
    em: ctx.orm.em.fork() as EntityManager,
    clock: { now },
    dataDir: ctx.config.dataDir,
    photoDir: ctx.config.photoDir,
    documentDir: ctx.config.documentDir,
    housekeepingDays: ctx.config.housekeepingDays,
  });
  const runs = await sweep.runDue();
  const removed = runs.reduce((n, r) => n + totalOf(r.counts), 0);
  if (removed) ctx.log(`retention: ${removed} record(s) anonymised or removed over ${runs.length} run(s)`);
  const purged = runs.reduce((n, r) => n + (r.counts.purged ? totalOf({ ...r.counts.purged }) : 0), 0);
  if (purged) ctx.log(`housekeeping: ${purged} finished row(s) deleted (outbox, webhook deliveries, send-once mail records)`);
  return runs.map((r) => ({ tenantId: r.tenantId, cutoff: r.cutoff, counts: r.counts }));
}
