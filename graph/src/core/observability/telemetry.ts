import type { NodeSDK } from '@opentelemetry/sdk-node';

let sdk: NodeSDK | undefined;

/** A SQL text with its literals out: quoted strings and numbers standing alone become '?'. */
export function sqlShape(text: string): string {
  return text.replace(/'(?:[^']|'')*'/g, "'?'").replace(/(?<![\w$."])-?\d+(?:\.\d+)?(?![\w"])/g, '?');
}

/**
 * OpenTelemetry traces (issue 41), on only when `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`)
 * is set: the Node SDK exports spans by OTLP as the standard `OTEL_*` variables say (protocol, headers, sampler), with
 * the HTTP (every request, fastify's included: core/observability/http.ts names the span by its route), GraphQL, pg and
 * ioredis instrumentations. BullMQ's hop goes through the outbox, so it is carried by hand: the outbox row keeps the
 * request's trace context and the worker's job span continues it (core/observability/job-trace.ts). Off, nothing loads
 * and the API is a no-op. Must run before the instrumented modules load: each process's entry imports its
 * `telemetry.ts` first. Metrics stay with Prometheus (/metrics) and logs on stdout: no OTLP metrics or logs.
 */
export function startTelemetry(serviceName: string): boolean {
  if (sdk || !(process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)) return false;
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  // Loaded here, synchronously (the instrumented modules load right after), and only when tracing is on: the SDK and
  // its instrumentations took ~0.2 s of every start (start-up bench, 2026-12-01).
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { GraphQLInstrumentation } =
    require('@opentelemetry/instrumentation-graphql') as typeof import('@opentelemetry/instrumentation-graphql');
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { IORedisInstrumentation } =
    require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? serviceName,
    instrumentations: [
      // health and readiness probes would be most of the spans: left out
      // (a request's path and query may hold a capability link's secret or an e-mail: core/observability/http.ts puts
      // the route pattern in their place)
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics',
      }),
      new GraphQLInstrumentation({ mergeItems: true, ignoreTrivialResolveSpans: true }),
      // SQL as its shape: MikroORM writes values into the text, so every quoted literal becomes '?' (no e-mail or name)
      new PgInstrumentation({ requestHook: (span, info) => span.setAttribute('db.query.text', sqlShape(info.query.text)) }),
      // Redis commands by name only: their arguments carry live events (names) and keys
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
    ],
  });
  sdk.start();
  return true;
}

/** Exports what is still buffered and stops (a process that exits after this loses no span). */
export async function stopTelemetry(): Promise<void> {
  await sdk?.shutdown().catch(() => undefined);
  sdk = undefined;
}
