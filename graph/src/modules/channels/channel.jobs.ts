import type { EntityManager } from '@mikro-orm/postgresql';
import { open } from '../../core/auth/secret-box';
import { fairGate } from '../../core/jobs/fair-gate';
import { isLastAttempt, JobDeferred, type JobContext, type JobLike } from '../../core/jobs/job';
import { runUnitOfWork } from '../../core/unit-of-work';
import type { JobPayloads } from '../../contracts/queues';
import type { AttemptResult } from './channel-attempt';
import { postSlack, postTeams } from './chat-posts';
import { smsProviders } from './sms';
import type { Channel } from './channel-kinds';
import { postSlackDirect } from './direct';

/** The fair gate (issue 40) on the channels' tables: a provider or depot channel is an endpoint. */
const gate = fairGate({ endpoint: 'channel_endpoint', delivery: 'channel_delivery', endpointColumn: 'endpoint_id' });

/**
 * 'channel-deliver': a message's first attempt by SMS, Teams or Slack (issue 39: a depot's channel, or a person's
 * direct channel: a Slack direct message by the tenant's bot, their own Teams workflow), with the webhooks' short first
 * timeout, on the webhooks' queue; failed, it hands the delivery to 'channel-retry' (the retry queue, apart, with
 * BullMQ's back-off) in the attempt's transaction. The same machinery as the webhooks' deliveries (issue 40): one
 * provider or depot channel has at most WEBHOOK_ENDPOINT_CONCURRENCY messages in flight and is paused after timeouts
 * in a row, its messages waiting outside the worker's slots; another tenant's or channel's messages go meanwhile.
 */
export function handleChannelDeliver(ctx: JobContext, job: JobLike<JobPayloads['channel-deliver']>) {
  return deliver(ctx, job, 'first');
}

/** 'channel-retry': a message's later attempts (WEBHOOK_TIMEOUT_MS); a failed one throws for the queue's back-off. */
export function handleChannelRetry(ctx: JobContext, job: JobLike<JobPayloads['channel-retry']>) {
  return deliver(ctx, job, 'retry');
}

type Row = {
  id: string;
  status: string;
  channel: Channel;
  address: string;
  subject: string;
  body: string;
  endpoint_id: string | null;
  provider: string | null;
  secret: string | null;
};

/** One attempt: a message already sent is never sent again; success is recorded before the job is acknowledged. */
async function deliver(ctx: JobContext, job: JobLike<{ deliveryId: string }>, kind: 'first' | 'retry') {
  const em = ctx.orm.em.fork() as EntityManager;
  const conn = em.getConnection();
  const [d]: Row[] = await conn.execute(
    `select "d"."id", "d"."status", "d"."channel", "d"."address", "d"."subject", "d"."body", "e"."id" as "endpoint_id", "e"."provider", "e"."secret"
     from "channel_delivery" "d" left join "channel_endpoint" "e" on "e"."id" = "d"."endpoint_id" where "d"."id" = ?`,
    [job.data.deliveryId],
  );
  if (!d) return 'gone';
  if (d.status !== 'PENDING') return d.status === 'SUCCEEDED' ? 'already-delivered' : 'failed-before';
  const { webhooks } = ctx.config;
  const secret = d.secret ? open(ctx.config.jwtSecret, d.secret) : null;
  if (!d.endpoint_id || secret === null) {
    await conn.execute(
      `update "channel_delivery" set "status" = 'FAILED', "last_error" = ?, "updated_at" = now() where "id" = ? and "status" = 'PENDING'`,
      [d.endpoint_id ? 'the provider settings cannot be read: enter them again' : 'the provider was removed', d.id],
    );
    return 'no-provider';
  }
  const timeoutMs = kind === 'first' ? webhooks.firstTimeoutMs : webhooks.timeoutMs;
  const lease = await gate.takeLease(em, d.endpoint_id, d.id, timeoutMs, webhooks);
  if (!lease.ok) throw new JobDeferred(lease.until, `channel delivery ${d.id}: endpoint ${d.endpoint_id} ${lease.why}`);
  const [{ attempts: attempt }]: { attempts: number }[] = await conn.execute(
    `update "channel_delivery" set "attempts" = "attempts" + 1, "updated_at" = now() where "id" = ? returning "attempts"`,
    [d.id],
  );
  const o = { timeoutMs, allowLoopback: webhooks.allowPrivate };
  let result: AttemptResult;
  if (d.channel === 'SMS') {
    const provider = smsProviders[d.provider ?? ''];
    result = provider
      ? await provider.send(JSON.parse(secret) as object, d.address, d.body, { ...o, baseUrl: ctx.config.channels.smsApiBase })
      : { statusCode: null, error: `unknown SMS provider ${d.provider}`, timedOut: false };
  } else if (d.channel === 'TEAMS' || d.channel === 'TEAMS_DM') result = await postTeams(secret, d.subject, d.body, o);
  else if (d.channel === 'SLACK_DM')
    result = await postSlackDirect(secret, d.address, d.subject, d.body, { ...o, baseUrl: ctx.config.channels.slackApiBase });
  else result = await postSlack(secret, d.subject, d.body, o);
  const ok = result.error === null;
  const last = kind === 'first' ? webhooks.attempts <= 1 : isLastAttempt(job);
  const paused = await runUnitOfWork({ em }, async (uow) => {
    const x = uow.em;
    const paused = await gate.countTimeout(x, d.endpoint_id!, !ok && result.timedOut, webhooks);
    await x.execute(
      `update "channel_delivery" set "status" = ?, "last_status_code" = ?, "last_error" = ?, "delivered_at" = ?, "sending_until" = null, "updated_at" = now() where "id" = ?`,
      [ok ? 'SUCCEEDED' : last ? 'FAILED' : 'PENDING', result.statusCode, result.error, ok ? new Date() : null, d.id],
    );
    if (!ok && !last && kind === 'first') uow.enqueue('channel-retry', { deliveryId: d.id });
    return paused;
  });
  if (paused)
    ctx.log(`channel endpoint ${d.endpoint_id} paused for ${webhooks.pauseMs} ms after ${webhooks.pauseAfterTimeouts} timeouts in a row`);
  if (ok) return 'delivered';
  if (kind === 'first') return last ? 'failed' : 'retry-scheduled';
  throw new Error(`channel delivery ${d.id} attempt ${attempt}: ${result.error}`);
}
