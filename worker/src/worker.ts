import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/core';
import { Queue, Worker, type Job } from 'bullmq';
import {
  type Config,
  connectRedis,
  createEventBus,
  HybridEventTarget,
  isLastAttempt,
  type JobContext,
  type JobName,
  jobQueue,
  type Logger,
  Queues,
  type QueueName,
  runJobTraced,
  scheduledJobs,
} from '@depot/graph/worker';
import { createMailer } from './adapters/mailer';
import { createOutboxRelay, markOutboxDone } from './outbox-relay';
import { processorFor, queueConcurrency } from './queues';
import { errorMessage, isConnectionError, throttledLog, withTimeout } from './support';
import { createWorkerMetrics, type WorkerMetrics } from './metrics';

type RawClient = { disconnect(): void };

export interface RunningWorker {
  /** Stops the relay, lets in-flight jobs finish, closes workers, queues and connections. */
  stop(): Promise<void>;
  /** Per queue: waiting/active/failed counts, and whether Redis is reachable. Never waits on Redis. */
  queueStatus(): Promise<Record<string, unknown>>;
  relay: { tick(): Promise<number> };
  /** Its Prometheus figures (metrics.ts); main.ts serves them on WORKER_METRICS_PORT. */
  metrics: WorkerMetrics;
}

/** How long stop() waits for in-flight jobs and Redis goodbyes before it forces the connections shut. */
const GRACEFUL_CLOSE_MS = 15_000;
/** queueStatus() gives Redis this long to count before it answers without counts. */
const STATUS_TIMEOUT_MS = 1000;

/**
 * The worker: the outbox relay and one BullMQ Worker per queue of contracts/queues.ts, all under the
 * BullMQ prefix config.redisPrefix. It starts whether or not Redis answers: connections retry in the
 * background, the relay waits (rows stay in the Postgres outbox) and the workers pick up when Redis is back.
 * Every function returned is a closure (no `this`), so callers may pass them around unbound.
 */
export async function startWorker(opts: {
  config: Config;
  orm: MikroORM;
  log?: (msg: string) => void;
  /** JSON lines (issue 41): each job's end with its time, and whatever its handler logs, with the request's id and tenant. */
  logger?: Logger;
}): Promise<RunningWorker> {
  const { config, orm, logger } = opts;
  const log = opts.log ?? (logger ? (msg: string) => logger.info(msg) : (msg: string) => console.log(`[worker] ${msg}`));
  const quietLog = throttledLog(log);
  const prefix = config.redisPrefix;

  // Producer: the queues (relay adds, status counts). No offline queue: a command while Redis is away
  // fails at once instead of waiting, and the relay checks 'ready' before it starts.
  const producer = connectRedis(config.redisUrl, 'worker:producer', { maxRetriesPerRequest: null, offline: false }, log);
  // Consumers: BullMQ duplicates this connection for each Worker (a normal and a blocking client each).
  // (The producer already warns when Redis is away: the consumer does not say it a second time.)
  const consumer = connectRedis(config.redisUrl, 'worker:consumer', { maxRetriesPerRequest: null }, () => undefined);
  // Connection trouble is already reported once by connectRedis; queues and workers only report the rest.
  const reportError = (where: string) => (err: Error & { code?: string }) => {
    if (isConnectionError(err)) return;
    quietLog(`${where}: ${err.message}`);
  };

  const queues = new Map<string, Queue>();
  const queueFor = (name: string): Queue => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: producer, prefix });
      queue.on('error', reportError(`queue ${name}`));
      queues.set(name, queue);
    }
    return queue;
  };
  for (const name of Object.values(Queues)) queueFor(name);

  const mailer = createMailer(config);
  // A job's live events (an automatic sign-out) reach every graph replica through Redis, on graph's channels.
  const events = createEventBus(new HybridEventTarget(producer, null, `${prefix}:events:`));
  const ctx: JobContext = { orm, config, mailer, log, events };

  // Handlers in progress, so stop() can let them finish even when Redis is away.
  const inFlight = new Set<Promise<unknown>>();
  const metrics = createWorkerMetrics();
  const workers = (Object.keys(queueConcurrency) as QueueName[]).map((name) => {
    const concurrency = queueConcurrency[name];
    const processJob = processorFor(name, ctx);
    // The outbox row is done when its job has run, or has given up (its last attempt, or unrecoverable).
    const tracked = (job: Job, token?: string) => {
      const started = process.hrtime.bigint();
      const took = () => Number(process.hrtime.bigint() - started) / 1e9;
      // In the scope (and, tracing on, the span) of the request that caused it: core/observability/job-trace.ts.
      const run = runJobTraced(name, job, () =>
        processJob(job, token).then(
          async (result) => {
            await markOutboxDone(orm, job.id);
            metrics.job(name, job.name, 'completed', took());
            logger?.info({ ms: Math.round(took() * 1000), attempt: job.attemptsMade + 1 }, 'job done');
            return result;
          },
          async (err: Error) => {
            // A job moved back to the delayed set (deferred) has not run: its outbox row stays open.
            if (err?.name === 'DelayedError') {
              metrics.job(name, job.name, 'deferred', took());
              throw err;
            }
            metrics.job(name, job.name, 'failed', took());
            logger?.warn({ ms: Math.round(took() * 1000), attempt: job.attemptsMade + 1, error: errorMessage(err) }, 'job failed');
            if (isLastAttempt(job) || err?.name === 'UnrecoverableError')
              await markOutboxDone(orm, job.id, errorMessage(err)).catch(() => undefined);
            throw err;
          },
        ),
      );
      inFlight.add(run);
      run.then(
        () => inFlight.delete(run),
        () => inFlight.delete(run),
      );
      return run;
    };
    const worker = new Worker(name, tracked, {
      connection: consumer,
      prefix,
      concurrency,
      autorun: true,
      // After a Redis error the fetch loop pauses this long (BullMQ's default is 15 s).
      runRetryDelay: 2000,
      // A worker killed mid-job stops renewing its lock: after it lapses, the stalled-job check of a
      // running worker puts the job back, and it runs again (the handlers are idempotent).
      lockDuration: config.jobLockSeconds * 1000,
      stalledInterval: config.jobLockSeconds * 1000,
    });
    worker.on('error', reportError(`worker ${name}`));
    worker.on('failed', (job, err) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1) || err.name === 'UnrecoverableError';
      log(
        `job ${name}/${job.name} ${job.id} failed (attempt ${job.attemptsMade}${final ? ', giving up' : ', will retry'}): ${err.message}`,
      );
    });
    return worker;
  });

  // The scheduled jobs (contracts/queues.ts scheduledJobs): one BullMQ job scheduler each, however many workers
  // run (an upsert is idempotent); set again whenever Redis (re)connects, as it may have lost them.
  const schedule = () => {
    for (const [name, every] of Object.entries(scheduledJobs) as [JobName, { everyMs: number }][]) {
      queueFor(jobQueue[name])
        .upsertJobScheduler(name, { every: every.everyMs }, { name, data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } })
        .catch((err: Error) => reportError(`scheduling ${name}`)(err));
    }
  };
  producer.on('ready', schedule);
  if (producer.status === 'ready') schedule();

  // A webhook delivery's retries (issue 40: 'webhook-retry', after a failed first attempt) on their own schedule:
  // WEBHOOK_ATTEMPTS attempts in all, the first retry WEBHOOK_RETRY_BASE_MS after the first attempt, the delay doubling.
  const { webhooks } = config;
  const webhookRetryOptions = {
    delay: webhooks.retryBaseMs,
    attempts: Math.max(1, webhooks.attempts - 1),
    backoff: { type: 'exponential', delay: webhooks.retryBaseMs * 2 },
  };
  const relay = createOutboxRelay({
    orm,
    redis: producer,
    queueFor,
    log,
    redispatchAfterMs: config.outboxRedispatchSeconds * 1000,
    // A channel message's retries (issue 39: 'channel-retry') ride the same schedule and queue.
    optionsFor: (name) => (name === 'webhook-retry' || name === 'channel-retry' ? webhookRetryOptions : undefined),
    onDispatched: (n) => metrics.relayed(n),
  });
  relay.start();
  const relayState = relay.state;

  async function queueStatus(): Promise<Record<string, unknown>> {
    const reachable = producer.status === 'ready';
    const counts = await Promise.all(
      Object.values(Queues).map(async (name) => {
        if (!reachable) return [name, { waiting: null, active: null, failed: null }] as const;
        try {
          const c = await withTimeout(queueFor(name).getJobCounts('waiting', 'active', 'failed'), STATUS_TIMEOUT_MS, 'job counts');
          return [name, { waiting: c.waiting ?? 0, active: c.active ?? 0, failed: c.failed ?? 0 }] as const;
        } catch (err) {
          return [name, { waiting: null, active: null, failed: null, error: errorMessage(err) }] as const;
        }
      }),
    );
    const { lastTickAt, lastError } = relayState();
    return {
      status: reachable ? 'ok' : 'degraded',
      redis: reachable ? 'ok' : `unavailable (${producer.status}): jobs wait in the Postgres outbox`,
      queues: Object.fromEntries(counts),
      relay: { lastTickAt: lastTickAt?.toISOString() ?? null, lastError },
    };
  }

  /**
   * Redis up: BullMQ's graceful close (in-flight jobs finish and are acknowledged). Redis away: the
   * handlers in progress finish (they need the database and SMTP, not Redis), then the worker closes
   * without waiting on Redis; their jobs are taken again later and the handlers' idempotency holds.
   */
  async function closeWorker(worker: Worker): Promise<void> {
    if (producer.status !== 'ready') {
      await withTimeout(worker.close(true), 5000, `closing worker ${worker.name}`).catch((err) => log(errorMessage(err)));
      return;
    }
    try {
      await withTimeout(worker.close(), GRACEFUL_CLOSE_MS, `closing worker ${worker.name}`);
    } catch (err) {
      // Redis went away during the close: cut the worker's own connections so the close can end.
      log(`${errorMessage(err)}: disconnecting it`);
      const backend = worker.getBackend() as unknown as { client?: Promise<RawClient>; blockingClient?: Promise<RawClient> };
      await Promise.all(
        [backend.client, backend.blockingClient].map((client) =>
          client
            ? withTimeout(client, 500, 'client').then(
                (c) => c.disconnect(),
                () => undefined,
              )
            : undefined,
        ),
      );
      await withTimeout(worker.close(true), 5000, `closing worker ${worker.name}`).catch((e) => log(errorMessage(e)));
    }
  }

  let stopping: Promise<void> | null = null;
  function stop(): Promise<void> {
    stopping ??= (async () => {
      await relay.stop().catch((err) => log(`relay stop: ${errorMessage(err)}`));
      if (producer.status !== 'ready' && inFlight.size > 0) {
        await withTimeout(Promise.allSettled([...inFlight]), GRACEFUL_CLOSE_MS, 'jobs in progress').catch((err) => log(errorMessage(err)));
      }
      await Promise.all(workers.map(closeWorker));
      await Promise.all([...queues.values()].map((q) => withTimeout(q.close(), 2000, `closing queue ${q.name}`).catch(() => undefined)));
      producer.disconnect();
      consumer.disconnect();
      mailer.close();
    })();
    return stopping;
  }

  return { stop, queueStatus, relay: { tick: relay.tick }, metrics };
}
