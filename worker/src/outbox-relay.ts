import { LockMode, type MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { OutboxEvent } from '../../graph/src/worker-api';
import { errorMessage, withTimeout } from './support';

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
}

/**
 * Moves committed outbox rows into BullMQ. Each pass, in one transaction on a forked EntityManager:
 * `select ... where dispatched_at is null order by created_at limit N for update skip locked` (so
 * several relays share the work without taking a row twice), `queue.add(name, payload, { jobId: id })`
 * for each, then dispatched_at on success, or attempts + 1 and last_error on failure (the row stays
 * pending for the next pass). While Redis is not ready a pass does nothing at all: `queue.add` would
 * wait for Redis, and nothing here may block.
 */
export function createOutboxRelay(opts: OutboxRelayOptions): OutboxRelay {
  const intervalMs = opts.intervalMs ?? 300;
  const batchSize = opts.batchSize ?? 100;
  const addTimeoutMs = opts.addTimeoutMs ?? 5000;
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
      const rows = await tx.find(OutboxEvent, { dispatchedAt: null }, {
        orderBy: { createdAt: 'asc', id: 'asc' },
        limit: batchSize,
        lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, // for update skip locked
      });
      if (rows.length === 0) return 0;
      // All adds go out together on the one connection (it pipelines them), in created_at order.
      const results = await Promise.allSettled(rows.map((row) =>
        withTimeout(opts.queueFor(row.queue).add(row.name, row.payload, { ...JOB_OPTIONS, jobId: row.id }), addTimeoutMs, `queue.add(${row.queue}/${row.name})`)));
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
