import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { trace } from '@opentelemetry/api';
import { LogController, type FastifyInstance } from 'fastify';
import { acceptedRequestId, inScope } from './scope';

/** Fastify's request id (issue 41): the client's `X-Request-Id` when it is short and plain, else a new UUID. */
export const requestIdOptions = {
  genReqId: (req: IncomingMessage) => acceptedRequestId(req.headers['x-request-id']) ?? randomUUID(),
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
};

/**
 * Every request runs in a scope of its own (core/observability/scope.ts): its id, and the tenant once the actor or the
 * kiosk's depot says it, on every log line it writes and every outbox row it adds. The id goes back as `X-Request-Id`;
 * when tracing is on, the request's span is named by its route pattern (`POST /api/visitor-checkin`), never by an id, and
 * keeps the pattern in place of the path and query.
 */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    const span = trace.getActiveSpan();
    const route = req.routeOptions.url;
    if (span) {
      // the pattern, never the path: a path or query may carry a link's secret (/safe/...), an id or an e-mail
      span.updateName(`${req.method} ${route ?? '(no route)'}`);
      span.setAttribute('url.path', route ?? '(no route)');
      span.setAttribute('url.query', '');
      if (route) span.setAttribute('http.route', route);
    }
    inScope({ requestId: req.id }, done);
  });
}
