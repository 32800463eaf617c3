import { createServer } from 'node:http';
import { Counter, type Registry } from 'prom-client';
import { countAndTime, ownRegistry, sameToken } from '@depot/graph/worker';

/**
 * The worker's own Prometheus figures (issue 41; graph's replicas have theirs at their /metrics): each job it ran, by
 * queue, job name and result (completed, failed, deferred: a webhook or channel delivery waiting for its endpoint),
 * with a duration histogram, the outbox rows its relay handed to the queues, and prom-client's default Node metrics
 * (event-loop lag, heap, CPU). A registry of its own, so several workers in one process (tests) keep theirs apart.
 */
export interface WorkerMetrics {
  registry: Registry;
  job(queue: string, name: string, result: 'completed' | 'failed' | 'deferred', seconds: number): void;
  relayed(n: number): void;
}

const SECONDS_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

export function createWorkerMetrics(): WorkerMetrics {
  const registry = ownRegistry('depot_worker_');
  const jobs = countAndTime(registry, {
    total: { name: 'depot_worker_jobs_total', help: 'Jobs the worker ran, by queue, job name and result (completed, failed, deferred)' },
    duration: { name: 'depot_worker_job_duration_seconds', help: 'How long a job ran, by queue, job name and result' },
    labelNames: ['queue', 'job', 'result'],
    buckets: SECONDS_BUCKETS,
  });
  const relayed = new Counter({
    name: 'depot_worker_outbox_relayed_total',
    help: 'Outbox rows the relay handed to the queues',
    registers: [registry],
  });
  return {
    registry,
    job(queue, name, result, s) {
      jobs({ queue, job: name, result }, s);
    },
    relayed(n) {
      if (n > 0) relayed.inc(n);
    },
  };
}

/**
 * `GET /metrics` on the worker's own port (WORKER_METRICS_PORT), as graph's: without METRICS_TOKEN it answers 404,
 * with it a scrape sends `Authorization: Bearer <token>` and anything else answers 401. Any other path: 404.
 */
export async function serveWorkerMetrics(
  metrics: WorkerMetrics,
  opts: { port: number; host?: string; token: string | undefined },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const answer = (status: number, body: string, type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics' || !opts.token) return answer(404, 'Not found');
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !sameToken(given, opts.token)) return answer(401, 'A valid metrics token is required');
    metrics.registry.metrics().then(
      (body) => answer(200, body, metrics.registry.contentType),
      () => answer(500, 'metrics unavailable'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
