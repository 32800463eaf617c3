import pino, { type DestinationStream, type Logger } from 'pino';
import { scopeFields } from './scope';

export type { Logger };

/**
 * The one way the server and the worker log (issue 41): JSON lines (pino), an ISO time, the process's `service`, and the
 * scope of the work in progress on every line (`requestId` and `tenantId` of a request, and of the job it caused, with
 * `job` and `jobId`: core/observability/scope.ts). `stream` is for tests; else stdout.
 */
export function createLogger(opts: {
  service: string;
  level?: string;
  stream?: DestinationStream;
  /** Fastify binds `requestId` to a request's own logger already: the scope then adds the rest (no key twice). */
  requestIdBound?: boolean;
}): Logger {
  const mixin = opts.requestIdBound
    ? () => {
        const { requestId: _bound, ...rest } = scopeFields();
        return rest;
      }
    : scopeFields;
  return pino(
    {
      level: opts.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service: opts.service },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin,
    },
    opts.stream,
  );
}
