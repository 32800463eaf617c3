import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The pieces of Prometheus figures (issue 41) that graph's replicas (modules/metrics) and the worker (worker/src/metrics.ts)
 * share: a registry of their own, a count and a latency histogram of one thing, and the scrape's token check.
 */

/**
 * A registry of its own (several apps or workers in one process, as in tests, keep their figures apart) with
 * prom-client's default Node metrics (event-loop lag, heap, CPU, handles), their names after `prefix`.
 */
export function ownRegistry(prefix?: string): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix });
  return registry;
}

/**
 * A count (`total`) and a latency histogram (`duration`) of one thing under the same labels (graph's HTTP requests,
 * the worker's jobs): the function it answers records one of them, how long it took, in both.
 */
export function countAndTime<L extends string>(
  registry: Registry,
  o: {
    total: { name: string; help: string };
    duration: { name: string; help: string };
    labelNames: readonly L[];
    buckets: number[];
  },
): (labels: Record<L, string>, seconds: number) => void {
  const count = new Counter({ ...o.total, labelNames: o.labelNames, registers: [registry] });
  const time = new Histogram({ ...o.duration, labelNames: o.labelNames, buckets: o.buckets, registers: [registry] });
  return (labels, seconds) => {
    count.inc(labels);
    time.observe(labels, seconds);
  };
}

/** A scrape's bearer token against the configured one, in constant time. */
export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
