import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { inScope, ORIGIN_KEY, type Origin } from './scope';

const tracer = trace.getTracer('depot-register-worker');

/** The origin a job's data carries (the relay put it there from the outbox row), taken off the data; junk is ignored. */
function takeOrigin(data: unknown): Origin {
  if (!data || typeof data !== 'object' || !(ORIGIN_KEY in data)) return {};
  const raw = (data as Record<string, unknown>)[ORIGIN_KEY];
  delete (data as Record<string, unknown>)[ORIGIN_KEY];
  const origin: Origin = {};
  if (raw && typeof raw === 'object')
    for (const key of ['requestId', 'tenantId', 'traceparent', 'tracestate'] as const) {
      const value = (raw as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.length <= 512) origin[key] = value;
    }
  return origin;
}

/**
 * Runs a job's handler as the continuation of the request that caused it (issue 41): in a scope with the request's id
 * and tenant and the job's name and id (every log line of the handler carries them), inside a span `job <name>` whose
 * parent is the request's span when the outbox row recorded a trace (tracing off: the API's no-op span, no cost).
 */
export function runJobTraced<T>(queue: string, job: { name: string; id?: string; data: unknown }, fn: () => Promise<T>): Promise<T> {
  const origin = takeOrigin(job.data);
  const parent = origin.traceparent
    ? propagation.extract(ROOT_CONTEXT, {
        traceparent: origin.traceparent,
        ...(origin.tracestate ? { tracestate: origin.tracestate } : {}),
      })
    : ROOT_CONTEXT;
  const scope = { requestId: origin.requestId, tenantId: origin.tenantId, job: job.name, jobId: job.id };
  return inScope(scope, () =>
    context.with(parent, () =>
      tracer.startActiveSpan(
        `job ${job.name}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: { 'messaging.system': 'bullmq', 'messaging.destination.name': queue, 'job.id': job.id ?? '' },
        },
        async (span) => {
          try {
            return await fn();
          } catch (err) {
            span.recordException(err as Error);
            span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
            throw err;
          } finally {
            span.end();
          }
        },
      ),
    ),
  );
}
