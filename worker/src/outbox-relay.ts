import { LockMode, type MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { OutboxEvent, ORIGIN_KEY, type Origin } from '@depot/graph/worker';
import { errorMessage, isUuid, withTimeout } from './support';

/** A job's data: the row's payload, and where it came from (the request's id, tenant and trace) under ORIGIN_KEY. */
function withOrigin(payload: Record<string, unknown>, origin: Origin | null | undefined): Record<string, unknown> {
  return origin ? { ...payload, [ORIGIN_KEY]: origin } : payload;
}

/** How every outbox row becomes a job: jobId = outbox id, so a retried relay never makes a second job. */
export const JOB_OPTIONS: Omit<JobsOptions, 'jobId'> = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
};

export interface OutboxRelay {
  /** Runs one pass now (after any pass in progress) and answers how many rows it dispatched. */
  tick(): Promise<number>;
  /** Starts polling every intervalMs. */
  start(): void;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
  /** When the last pass ran and what the last failure was (for queue status). */
  state(): { lastTickAt: Date | null; lastError: string | null };
}

export interface OutboxRelayOptions {
  orm: MikroORM;
  /** The producer connection (BullMQ's queues share it): the relay only works while it is 'ready'. */
  redis: Redis;
  /** The BullMQ queue for a queue name (created on first use, so a queue this build does not know still fills). */
  queueFor(name: string): Queue;
  log: (msg: string) => void;
  intervalMs?: number;
  batchSize?: number;
  /** An add that hangs (Redis went away mid-command) counts as failed after this long. */
  addTimeoutMs?: number;
  /** A row handed over whose job has not run after this long is handed over again (Redis may have lost it). */
  redispatchAfterMs?: number;
  /** A job name's own attempts, backoff and delay over JOB_OPTIONS (webhook retries: WEBHOOK_ATTEMPTS, WEBHOOK_RETRY_BASE_MS). */
  optionsFor?: (name: string) => Partial<JobsOptions> | undefined;
  /** Told how many rows each pass handed over (the worker's metrics). */
  onDispatched?: (n: number) => void;
}

/**
 * Records that the job of an outbox row has run (or given up, with its error): from then on the relay leaves
 * the row alone. Called by the worker inside the job, so a job whose record failed is retried (handlers are
 * idempotent) rather than forgotten.
 */
export async function markOutboxDone(orm: MikroORM, jobId: string | undefined, error?: string): Promise<void> {
  if (!isUuid(jobId)) return;
  const em = orm.em.fork() as EntityManager;
  await em.nativeUpdate(
    OutboxEvent,
    { id: jobId, doneAt: null },
    { doneAt: new Date(), ...(error ? { lastError: error.slice(0, 2000) } : {}) },
  );
}

/**
 * Moves committed outbox rows into BullMQ. Each pass, in one transaction on a forked EntityManager:
 * `select ... where dispatched_at is null (or handed over more than redispatchAfterMs ago and still not
 * done) order by created_at limit N for update skip locked` (so several relays share the work without
 * taking a row twice), `queue.add(name, payload, { jobId: id })` for each, then dispatched_at on success,
 * or attempts + 1 and last_error on failure (the row stays pending for the next pass). A row is done only
 * when its job has run (`markOutboxDone`): handing it over again is harmless while Redis still holds the
 * job (BullMQ ignores an add with a known jobId) and recovers it when Redis lost it (a restart without
 * persistence); a job that ran twice is kept to one e-mail by the handlers' send-once records.
 * While Redis is not ready a pass does nothing at all: `queue.add` would wait for Redis, and nothing here
 * may block.
 */
export function createOutboxRelay(opts: OutboxRelayOptions): OutboxRelay {
  const intervalMs = opts.intervalMs ?? 300;
  const batchSize = opts.batchSize ?? 100;
  const addTimeoutMs = opts.addTimeoutMs ?? 5000;
  const redispatchAfterMs = opts.redispatchAfterMs ?? 5 * 60_000;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running = false;
  let chain: Promise<unknown> = Promise.resolve();
  let lastTickAt: Date | null = null;
  let lastError: string | null = null;
  let lastLogged: string | null = null;

  const report = (msg: string | null) => {
    lastError = msg;
    if (msg && msg !== lastLogged) opts.log(`outbox relay: ${msg}`);
    lastLogged = msg;
  };

  async function pass(): Promise<number> {
    if (opts.redis.status !== 'ready') return 0;
    const em = opts.orm.em.fork() as EntityManager;
    const dispatched = await em.transactional(async (tx) => {
      const stale = new Date(Date.now() - redispatchAfterMs);
      const rows = await tx.find(
        OutboxEvent,
        { $or: [{ dispatchedAt: null }, { doneAt: null, dispatchedAt: { $lt: stale } }] },
        {
          orderBy: { createdAt: 'asc', id: 'asc' },
          limit: batchSize,
          lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, // for update skip locked
        },
      );
      if (rows.length === 0) return 0;
      // All adds go out together on the one connection (it pipelines them), in created_at order.
      const results = await Promise.allSettled(
        rows.map((row) =>
          withTimeout(
            opts
              .queueFor(row.queue)
              .add(row.name, withOrigin(row.payload, row.origin), { ...JOB_OPTIONS, ...opts.optionsFor?.(row.name), jobId: row.id }),
            addTimeoutMs,
            `queue.add(${row.queue}/${row.name})`,
          ),
        ),
      );
      const now = new Date();
      let ok = 0;
      results.forEach((result, i) => {
        const row = rows[i];
        if (result.status === 'fulfilled') {
          row.dispatchedAt = now;
          ok += 1;
        } else {
          row.attempts += 1;
          row.lastError = errorMessage(result.reason).slice(0, 2000);
        }
      });
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      report(failed ? `${rows.length - ok} of ${rows.length} rows not dispatched: ${errorMessage(failed.reason)}` : null);
      return ok;
    });
    lastTickAt = new Date();
    opts.onDispatched?.(dispatched);
    return dispatched;
  }

  function tick(): Promise<number> {
    const run = chain.then(() => (stopped ? 0 : pass()));
    chain = run.catch(() => undefined);
    return run;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(async () => {
      timer = null;
      running = true;
      let more = false;
      try {
        more = (await tick()) >= batchSize;
      } catch (err) {
        report(errorMessage(err)); // the database is away: the next pass tries again
      } finally {
        running = false;
      }
      schedule(more ? 0 : intervalMs);
    }, delayMs);
  }

  return {
    tick,
    start() {
      if (!timer && !running && !stopped) schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
    },
    state: () => ({ lastTickAt, lastError }),
  };
}
