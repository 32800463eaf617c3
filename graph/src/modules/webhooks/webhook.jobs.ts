import type { EntityManager } from '@mikro-orm/postgresql';
import { isLastAttempt, JobDeferred, type JobContext, type JobLike } from '../../core/jobs/job';
import { runUnitOfWork } from '../../core/unit-of-work';
import type { JobPayloads } from '../../contracts/queues';
import { sendOnce } from '../mail/send-once';
import { DeliveryStatus } from './webhook.entity';
import { postWebhook, signedHeaders } from './webhook-sender';
import { webhookDisabledMail } from './webhook-mail';
import { countTimeout, takeLease } from './webhook-gate';

/**
 * 'webhook-event': one delivery row per enabled endpoint of the tenant that wants the event, and one
 * 'webhook-deliver' job each, in one transaction. A re-run finds the rows (unique per endpoint and event) and adds nothing.
 */
export async function handleWebhookEvent(ctx: JobContext, job: JobLike<JobPayloads['webhook-event']>) {
  const { eventId, tenantId, type, occurredAt, data } = job.data;
  const em = ctx.orm.em.fork() as EntityManager;
  const body = JSON.stringify({ type, timestamp: occurredAt, data });
  return runUnitOfWork({ em }, async (uow) => {
    const rows: { id: string }[] = await uow.em.execute(
      `insert into "webhook_delivery" ("id", "created_at", "updated_at", "tenant_id", "endpoint_id", "event_id", "type", "body")
       select gen_random_uuid(), now(), now(), "tenant_id", "id", ?, ?, ? from "webhook_endpoint"
       where "tenant_id" = ? and "enabled" and ? = any("events")
       on conflict do nothing returning "id"`,
      [eventId, type, body, tenantId, type],
    );
    for (const r of rows) uow.enqueue('webhook-deliver', { deliveryId: r.id });
    return rows.length;
  });
}

type DeliveryRow = {
  id: string;
  event_id: string;
  body: string;
  status: DeliveryStatus;
  endpoint_id: string;
  url: string;
  secret: string;
  enabled: boolean;
};

/**
 * 'webhook-deliver': a delivery's first attempt, with the short WEBHOOK_FIRST_TIMEOUT_MS (issue 40). Failed, it is
 * logged and the delivery handed, in the same transaction, to a 'webhook-retry' job on the retry queue (or failed, when
 * WEBHOOK_ATTEMPTS is 1); the job itself succeeds, so a hanging endpoint never comes back to the first attempts' slots.
 */
export function handleWebhookDeliver(ctx: JobContext, job: JobLike<JobPayloads['webhook-deliver']>) {
  return deliver(ctx, job, 'first');
}

/** 'webhook-retry': a delivery's later attempts, on their own queue with WEBHOOK_TIMEOUT_MS; a failed one throws (BullMQ's backoff). */
export function handleWebhookRetry(ctx: JobContext, job: JobLike<JobPayloads['webhook-retry']>) {
  return deliver(ctx, job, 'retry');
}

/**
 * One attempt of one delivery. A delivery already succeeded is never sent again (a job re-run after a crash reads the
 * row first); success is recorded before the job is acknowledged. An attempt first takes one of its endpoint's leases
 * (webhook-gate.ts): an endpoint with its share in flight, or paused after its timeouts, defers the job (JobDeferred)
 * without an attempt. The last failed attempt fails the delivery, and an endpoint with WEBHOOK_DISABLE_AFTER failed
 * deliveries in a row is disabled and its tenant's admins are e-mailed (in that transaction).
 */
async function deliver(ctx: JobContext, job: JobLike<{ deliveryId: string }>, kind: 'first' | 'retry') {
  const em = ctx.orm.em.fork() as EntityManager;
  const conn = em.getConnection();
  const [d]: DeliveryRow[] = await conn.execute(
    `select "d"."id", "d"."event_id", "d"."body", "d"."status", "e"."id" as "endpoint_id", "e"."url", "e"."secret", "e"."enabled"
     from "webhook_delivery" "d" join "webhook_endpoint" "e" on "e"."id" = "d"."endpoint_id" where "d"."id" = ?`,
    [job.data.deliveryId],
  );
  if (!d) return 'gone';
  if (d.status === DeliveryStatus.SUCCEEDED) return 'already-delivered';
  if (!d.enabled) {
    await conn.execute(`update "webhook_delivery" set "status" = ?, "updated_at" = now() where "id" = ? and "status" = ?`, [
      DeliveryStatus.FAILED,
      d.id,
      DeliveryStatus.PENDING,
    ]);
    return 'endpoint-disabled';
  }
  const { webhooks } = ctx.config;
  const timeoutMs = kind === 'first' ? webhooks.firstTimeoutMs : webhooks.timeoutMs;
  const gate = await takeLease(em, d.endpoint_id, d.id, timeoutMs, webhooks);
  if (!gate.ok) throw new JobDeferred(gate.until, `webhook delivery ${d.id}: endpoint ${d.endpoint_id} ${gate.why}`);
  const [{ attempts: attempt }]: { attempts: number }[] = await conn.execute(
    `update "webhook_delivery" set "attempts" = "attempts" + 1, "updated_at" = now() where "id" = ? returning "attempts"`,
    [d.id],
  );
  const now = ctx.now?.() ?? new Date();
  const result = await postWebhook({
    url: d.url,
    body: d.body,
    headers: signedHeaders(d.secret, d.event_id, d.body, now),
    timeoutMs,
    allowPrivate: webhooks.allowPrivate,
  });
  const ok = result.error === null;
  // A first attempt is the last only when there are no retries at all; a retry job's attempts are the queue's.
  const last = kind === 'first' ? webhooks.attempts <= 1 : isLastAttempt(job);
  const paused = await runUnitOfWork({ em }, async (uow) => {
    const x = uow.em;
    await x.execute(
      `insert into "webhook_attempt" ("id", "created_at", "updated_at", "delivery_id", "attempt", "status_code", "latency_ms", "error")
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?)`,
      [now, now, d.id, attempt, result.statusCode, result.latencyMs, result.error],
    );
    const paused = await countTimeout(x, d.endpoint_id, !ok && result.timedOut, webhooks);
    if (ok) {
      await x.execute(
        `update "webhook_delivery" set "status" = ?, "last_status_code" = ?, "delivered_at" = ?, "sending_until" = null, "updated_at" = now() where "id" = ?`,
        [DeliveryStatus.SUCCEEDED, result.statusCode, now, d.id],
      );
      await x.execute(`update "webhook_endpoint" set "consecutive_failures" = 0 where "id" = ? and "consecutive_failures" <> 0`, [
        d.endpoint_id,
      ]);
      return paused;
    }
    await x.execute(
      `update "webhook_delivery" set "last_status_code" = ?, "status" = ?, "sending_until" = null, "updated_at" = now() where "id" = ?`,
      [result.statusCode, last ? DeliveryStatus.FAILED : DeliveryStatus.PENDING, d.id],
    );
    if (!last) {
      if (kind === 'first') uow.enqueue('webhook-retry', { deliveryId: d.id });
      return paused;
    }
    const [e]: { consecutive_failures: number; enabled: boolean }[] = await x.execute(
      `update "webhook_endpoint" set "consecutive_failures" = "consecutive_failures" + 1 where "id" = ? returning "consecutive_failures", "enabled"`,
      [d.endpoint_id],
    );
    if (e && e.enabled && e.consecutive_failures >= webhooks.disableAfter) {
      await x.execute(`update "webhook_endpoint" set "enabled" = false, "disabled_at" = ?, "updated_at" = ? where "id" = ?`, [
        now,
        now,
        d.endpoint_id,
      ]);
      uow.enqueue('webhook-disabled', { endpointId: d.endpoint_id });
    }
    return paused;
  });
  if (paused)
    ctx.log(`webhook endpoint ${d.endpoint_id} paused for ${webhooks.pauseMs} ms after ${webhooks.pauseAfterTimeouts} timeouts in a row`);
  if (ok) return 'delivered';
  // A failed first attempt has handed the delivery to the retry queue (or failed it): this job is done, never re-run.
  if (kind === 'first') return last ? 'failed' : 'retry-scheduled';
  throw new Error(`webhook delivery ${d.id} attempt ${attempt}: ${result.error}`);
}

/** 'webhook-disabled': the endpoint's tenant's admins (or, when it has none, whoever made it) hear it was disabled, once. */
export async function handleWebhookDisabled(ctx: JobContext, job: JobLike<JobPayloads['webhook-disabled']>) {
  const em = ctx.orm.em.fork() as EntityManager;
  const [e]: { id: string; url: string; tenant_id: string; created_by: string; consecutive_failures: number }[] = await em.execute(
    `select "id", "url", "tenant_id", "created_by", "consecutive_failures" from "webhook_endpoint" where "id" = ?`,
    [job.data.endpointId],
  );
  if (!e) return 'gone';
  let to: { email: string }[] = await em.execute(
    `select "email" from "app_user" where "tenant_id" = ? and "role" = 'TenantAdmin' and not "disabled" order by "email"`,
    [e.tenant_id],
  );
  if (!to.length) to = await em.execute(`select "email" from "app_user" where "username" = ?`, [e.created_by]);
  const message = webhookDisabledMail({ url: e.url, failures: e.consecutive_failures, link: `${ctx.config.publicUrl}/webhooks` });
  const outcomes = [];
  for (const r of to) outcomes.push(await sendOnce(ctx, em, job.id!, 'webhook-disabled', { to: r.email, ...message }));
  return outcomes;
}
