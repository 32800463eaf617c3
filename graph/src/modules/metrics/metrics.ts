import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import type { EventBus } from '../../core/events/pubsub';
import { Queues } from '../../contracts/queues';
import { countAndTime, ownRegistry } from '../../core/observability/prometheus';

/**
 * Prometheus metrics of one graph replica (issue 41), read at `/metrics` (metrics.http.ts): its requests (REST by route
 * pattern, GraphQL by operation) with latency histograms, the check-ins and sign-outs it wrote, the live subscriptions
 * open on it, and, read when scraped, the outbox rows waiting and the oldest one's age, each queue's jobs by state, its
 * database pool, and prom-client's default Node metrics (event-loop lag, heap, CPU, handles). A registry of its own, so
 * several apps in one process (tests) keep their figures apart.
 */
export interface Metrics {
  registry: Registry;
  /** One HTTP request answered: its method, route pattern (never the raw path) and status, and how long it took. */
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  /** One GraphQL operation (HTTP or WebSocket): its name (capped, see `operationLabel`), type, outcome and duration. */
  graphqlOperation(name: string | null | undefined, type: string, ok: boolean, seconds: number): void;
  /** A live subscription started (+1) or ended (-1). */
  subscriptions(delta: 1 | -1): void;
  /** Stops listening to the event bus. */
  close(): void;
}

export interface MetricsSources {
  orm: MikroORM;
  events: EventBus;
  /** Each queue of contracts/queues.ts (BullMQ, on the replica's command connection); null: no Redis, no queue figures. */
  queueFor: ((name: string) => Queue) | null;
  /** A scrape gives the database and Redis this long, then answers without their figures. */
  collectTimeoutMs?: number;
}

/** At most this many GraphQL operation names become labels; others count as `other` (a client chooses the names). */
export const OPERATION_LABELS_MAX = 200;
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const within = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('metrics: timed out')), ms).unref())]);

export function createMetrics(src: MetricsSources): Metrics {
  const registry = ownRegistry();
  const timeoutMs = src.collectTimeoutMs ?? 2000;

  const http = countAndTime(registry, {
    total: { name: 'depot_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status' },
    duration: { name: 'depot_http_request_duration_seconds', help: 'HTTP request latency, by method, route pattern and status' },
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS_BUCKETS,
  });
  const gqlOperations = new Counter({
    name: 'depot_graphql_operations_total',
    help: 'GraphQL operations run, by operation name, type (query, mutation, subscription) and result (ok, error)',
    labelNames: ['operation', 'type', 'result'] as const,
    registers: [registry],
  });
  const gqlSeconds = new Histogram({
    name: 'depot_graphql_operation_duration_seconds',
    help: 'GraphQL operation latency (a subscription: its start), by operation name and type',
    labelNames: ['operation', 'type'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const attendance = new Counter({
    name: 'depot_attendance_changes_total',
    help: 'Check-ins and sign-outs this replica wrote, by change (check_in, sign_out) and who (Visitor, Partner)',
    labelNames: ['change', 'kind'] as const,
    registers: [registry],
  });
  const liveSubscriptions = new Gauge({
    name: 'depot_live_subscriptions',
    help: 'GraphQL subscriptions open on this replica',
    registers: [registry],
  });

  const em = () => src.orm.em.fork() as EntityManager;
  new Gauge({
    name: 'depot_outbox_waiting',
    help: 'Outbox rows whose job has not run yet (pending or in flight), every replica together',
    registers: [registry],
    async collect() {
      this.set((await outboxOnce()).waiting);
    },
  });
  new Gauge({
    name: 'depot_outbox_oldest_waiting_seconds',
    help: 'Age of the oldest outbox row whose job has not run yet (0: none)',
    registers: [registry],
    async collect() {
      this.set((await outboxOnce()).oldest);
    },
  });
  // One read per scrape for both gauges (a scrape collects them together).
  let reading: Promise<{ waiting: number; oldest: number }> | null = null;
  const outboxOnce = () =>
    (reading ??= outbox().finally(() => {
      reading = null;
    }));
  async function outbox(): Promise<{ waiting: number; oldest: number }> {
    try {
      // Pending (not handed over) or in flight (handed over, not done): each by its partial index.
      const [r] = (await within(
        em().execute(
          `select count(*)::int as "n", extract(epoch from now() - min("created_at"))::float8 as "age" from "outbox_event"
            where "dispatched_at" is null or ("done_at" is null and "dispatched_at" is not null)`,
        ),
        timeoutMs,
      )) as { n: number; age: number | null }[];
      return { waiting: Number(r.n), oldest: Math.max(0, Number(r.age ?? 0)) };
    } catch {
      return { waiting: Number.NaN, oldest: Number.NaN };
    }
  }

  new Gauge({
    name: 'depot_queue_jobs',
    help: 'Jobs in each queue by state (waiting, active, delayed, failed); absent while Redis does not answer',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!src.queueFor) return;
      await Promise.all(
        Object.values(Queues).map(async (name) => {
          try {
            const c = await within(src.queueFor!(name).getJobCounts('waiting', 'active', 'delayed', 'failed'), timeoutMs);
            for (const [state, n] of Object.entries(c)) this.set({ queue: name, state }, n ?? 0);
          } catch {
            // Redis away: no figure for this queue (the outbox gauges still say what waits)
          }
        }),
      );
    },
  });

  new Gauge({
    name: 'depot_db_pool_connections',
    help: "This replica's database pool by state (used, free, pending: requests waiting for a connection)",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = poolOf(src.orm);
      if (!pool) return;
      this.set({ state: 'used' }, pool.numUsed());
      this.set({ state: 'free' }, pool.numFree());
      this.set({ state: 'pending' }, pool.numPendingAcquires());
    },
  });

  // This replica's own check-ins and sign-outs (events it published after their commit; never another replica's).
  const stop = src.events.onOwn('attendanceChanged', (e) => {
    const kind = e.kind === 'CLOCKED_IN' || e.kind === 'CLOCKED_OUT' ? 'Partner' : 'Visitor';
    if (e.kind === 'CHECKED_IN' || e.kind === 'CLOCKED_IN') attendance.inc({ change: 'check_in', kind });
    else if (e.kind === 'CHECKED_OUT' || e.kind === 'CLOCKED_OUT') attendance.inc({ change: 'sign_out', kind });
  });

  const names = new Set<string>();
  const operationLabel = (name: string | null | undefined): string => {
    if (!name) return 'anonymous';
    const label = name.slice(0, 64);
    if (names.has(label)) return label;
    if (names.size >= OPERATION_LABELS_MAX) return 'other';
    names.add(label);
    return label;
  };

  return {
    registry,
    httpRequest(method, route, status, seconds) {
      http({ method, route, status: String(status) }, seconds);
    },
    graphqlOperation(name, type, ok, seconds) {
      const operation = operationLabel(name);
      gqlOperations.inc({ operation, type, result: ok ? 'ok' : 'error' });
      gqlSeconds.observe({ operation, type }, seconds);
    },
    subscriptions(delta) {
      liveSubscriptions.inc(delta);
    },
    close: stop,
  };
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}
/** The knex (tarn) pool under the ORM, or null (the embedded database's driver has the same pool). */
function poolOf(orm: MikroORM): TarnPool | null {
  const knex = (orm.em as EntityManager).getConnection().getKnex() as unknown as { client?: { pool?: TarnPool } };
  return knex.client?.pool ?? null;
}
