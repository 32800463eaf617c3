import { AsyncLocalStorage } from 'node:async_hooks';
import { context, propagation } from '@opentelemetry/api';

/**
 * What a log line or a trace needs to know of the work it belongs to (issue 41): the request (its id, the tenant it
 * acts for, once known) or the job (its name and id, and the request that caused it). One store for the graph server
 * and the worker; every logger line reads it (core/observability/log.ts), every outbox row records it (`origin`).
 */
export interface Scope {
  requestId?: string;
  tenantId?: string;
  job?: string;
  jobId?: string;
}

/**
 * Where a side effect came from, kept with its outbox row and handed to its job: the request's id and tenant, and the
 * W3C trace context (`traceparent`, `tracestate`) when tracing is on, so the job's span continues the request's trace.
 */
export interface Origin {
  requestId?: string;
  tenantId?: string;
  traceparent?: string;
  tracestate?: string;
}

/** The key a queued job's data carries its origin under (the worker takes it off before the handler runs). */
export const ORIGIN_KEY = '__origin';

const store = new AsyncLocalStorage<Scope>();

/** Runs `fn` in a scope of its own (a request, a job); what it calls, however deep, sees that scope. */
export function inScope<T>(scope: Scope, fn: () => T): T {
  return store.run(scope, fn);
}

/** The scope of the work in progress, if any. */
export function currentScope(): Scope | undefined {
  return store.getStore();
}

/** Notes the tenant a request acts for once it is known (a staff actor's, a kiosk's depot's); the first one stays. */
export function noteTenant(tenantId: string | null | undefined): void {
  const scope = store.getStore();
  if (scope && tenantId && !scope.tenantId) scope.tenantId = tenantId;
}

/** The fields of the current scope that are set: every log line carries them (pino's mixin). */
export function scopeFields(): Scope {
  const scope = store.getStore();
  if (!scope) return {};
  const out: Scope = {};
  if (scope.requestId) out.requestId = scope.requestId;
  if (scope.tenantId) out.tenantId = scope.tenantId;
  if (scope.job) out.job = scope.job;
  if (scope.jobId) out.jobId = scope.jobId;
  return out;
}

/** The origin of a side effect enqueued now: the scope's request and tenant, and the active trace (none when off). */
export function currentOrigin(): Origin | null {
  const scope = store.getStore();
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  const origin: Origin = {};
  if (scope?.requestId) origin.requestId = scope.requestId;
  if (scope?.tenantId) origin.tenantId = scope.tenantId;
  if (carrier.traceparent) origin.traceparent = carrier.traceparent;
  if (carrier.tracestate) origin.tracestate = carrier.tracestate;
  return Object.keys(origin).length ? origin : null;
}

/** A request id a client may pass (`X-Request-Id`): short and plain, or a new one is made. */
export function acceptedRequestId(header: unknown): string | undefined {
  return typeof header === 'string' && /^[\w.:@/-]{1,128}$/.test(header) ? header : undefined;
}
